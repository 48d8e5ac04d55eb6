export const SIGNED_IN_HINT_KEY = 'attune.signed_in_hint';
/** The main screen's first batch of API calls, kept for the next load to send early (see earlyFirstBatch.ts). */
export const FIRST_BATCH_KEY = 'attune.first_batch';

/**
 * Whether this browser was signed in when it last asked. The session cookie is HttpOnly, so this
 * guess lets the first page fetch the code it will most likely show (the journal, or the welcome
 * screen) while the session is still being checked; what is shown always follows the server.
 */
export const signedInHint = {
  remember: (signedIn: boolean) => {
    if (signedIn) return localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    localStorage.removeItem(SIGNED_IN_HINT_KEY);
    localStorage.removeItem(FIRST_BATCH_KEY); // it names the journal of the account that signed out
  },
  wasSignedIn: () => localStorage.getItem(SIGNED_IN_HINT_KEY) === '1',
};
