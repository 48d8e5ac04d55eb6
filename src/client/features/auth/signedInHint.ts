export const SIGNED_IN_HINT_KEY = 'attune.signed_in_hint';

/**
 * Whether this browser was signed in when it last asked. The session cookie is HttpOnly, so this
 * guess lets the first page fetch the code it will most likely show (the journal, or the welcome
 * screen) while the session is still being checked; what is shown always follows the server.
 */
export const signedInHint = {
  remember: (signedIn: boolean) => (signedIn ? localStorage.setItem(SIGNED_IN_HINT_KEY, '1') : localStorage.removeItem(SIGNED_IN_HINT_KEY)),
  wasSignedIn: () => localStorage.getItem(SIGNED_IN_HINT_KEY) === '1',
};
