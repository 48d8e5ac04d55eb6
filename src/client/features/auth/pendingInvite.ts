const KEY = 'pending_invite_type';

/** Spec 4.2: an invitation type survives a detour through /login in session storage. */
export const pendingInvite = {
  remember: (type: string) => sessionStorage.setItem(KEY, type),
  /** The stored type wins over the URL's; reading it removes it. */
  take(fromUrl: string | null): string | null {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return stored ?? fromUrl;
  },
};
