const KEY = 'attune.pending_sign_out';

/**
 * Spec 4.3: a sign-out the server did not confirm (it failed or timed out) still signs the
 * browser out. The session cookie is HttpOnly, so the app remembers to treat itself as signed
 * out, and to ask the server again, until the next sign-in.
 */
export const pendingSignOut = {
  remember: () => localStorage.setItem(KEY, '1'),
  isPending: () => localStorage.getItem(KEY) === '1',
  clear: () => localStorage.removeItem(KEY),
};
