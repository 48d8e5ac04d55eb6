const TYPE_KEY = 'pending_invite_type';
const INVITATION_KEY = 'pending_invitation';
/** How long an invitation waits for its invitee to sign in: a login link may be used in another tab, later. */
const INVITATION_HELD_MS = 24 * 60 * 60 * 1000;

/** Spec 4.2: an invitation type survives a detour through /login in session storage. */
export const pendingInvite = {
  remember: (type: string) => sessionStorage.setItem(TYPE_KEY, type),
  /** The stored type wins over the URL's; reading it removes it. */
  take(fromUrl: string | null): string | null {
    const stored = sessionStorage.getItem(TYPE_KEY);
    sessionStorage.removeItem(TYPE_KEY);
    return stored ?? fromUrl;
  },
};

/**
 * An invitation to an account that must sign in first, held in this browser until it does: the
 * login link it mails opens in a new tab, so local storage, not the tab's session storage.
 */
export const pendingInvitation = {
  remember: (token: string) => localStorage.setItem(INVITATION_KEY, JSON.stringify({ token, until: Date.now() + INVITATION_HELD_MS })),
  /** The held token, if it has not waited too long; reading it removes it. */
  take(): string | null {
    const stored = localStorage.getItem(INVITATION_KEY);
    localStorage.removeItem(INVITATION_KEY);
    try {
      const held = JSON.parse(stored ?? 'null') as { token?: unknown; until?: unknown } | null;
      return typeof held?.token === 'string' && typeof held.until === 'number' && held.until > Date.now() ? held.token : null;
    } catch {
      return null;
    }
  },
};
