/**
 * Why a Google sign-in failed, as the code the server puts in /auth/callback#error=<code>. The
 * page shows only these fixed sentences, so a crafted link cannot put words of its own on it.
 */
export const GOOGLE_SIGN_IN_ERRORS = {
  google_refused: 'Failed to initiate Google Sign-In.',
  state_mismatch: 'Failed to initiate Google Sign-In.',
  unverified_email: 'Your Google email address is not verified.',
  no_account: 'Google did not return the account.',
  no_email: 'Google returned an account without a usable email address.',
  google_failed: 'Authentication process failed',
} as const;

export type GoogleSignInErrorCode = keyof typeof GOOGLE_SIGN_IN_ERRORS;

export const UNKNOWN_GOOGLE_SIGN_IN_ERROR = 'Google sign-in failed. Please try again.';

export function googleSignInErrorMessage(code: string): string {
  return Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, code) ? GOOGLE_SIGN_IN_ERRORS[code as GoogleSignInErrorCode] : UNKNOWN_GOOGLE_SIGN_IN_ERROR;
}
