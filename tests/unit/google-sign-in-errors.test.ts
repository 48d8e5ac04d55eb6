import { describe, expect, it } from 'vitest';
import { GOOGLE_SIGN_IN_ERRORS, googleSignInErrorMessage } from '../../src/shared/domain/google-sign-in';

describe('the Google sign-in failure shown for a code', () => {
  it('is the fixed sentence of a known code', () => {
    expect(googleSignInErrorMessage('unverified_email')).toBe('Your Google email address is not verified.');
    expect(googleSignInErrorMessage('state_mismatch')).toBe('Failed to initiate Google Sign-In.');
    expect(googleSignInErrorMessage('google_failed')).toBe('Authentication process failed');
  });

  it('is the generic sentence for anything else, words from the address never shown', () => {
    for (const code of ['Your account is locked. Call +1 555 0100.', '', 'constructor', '__proto__', 'toString', 'UNVERIFIED_EMAIL']) {
      expect(googleSignInErrorMessage(code)).toBe('Google sign-in failed. Please try again.');
    }
  });

  it('uses codes that travel in a URL fragment unchanged', () => {
    for (const code of Object.keys(GOOGLE_SIGN_IN_ERRORS)) expect(encodeURIComponent(code)).toBe(code);
  });
});
