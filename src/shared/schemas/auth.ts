import * as z from './zod';
import { hasNoControlCharacters } from './text';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
const LOGIN_LINK_INVALID = 'This login link is not valid. Please request a new one.';

/** Spec 5: text, @, domain, dot, and a suffix of two or more letters. */
const SPEC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 254;

/** The spec's pattern within zod's email rule, which keeps out control characters, quotes, <>, commas and spaces. */
export const isValidEmail = (email: string) =>
  email.length <= MAX_EMAIL_LENGTH && hasNoControlCharacters(email) && z.regexes.email.test(email) && SPEC_EMAIL_PATTERN.test(email);

/** Stored lower-cased. */
export const emailSchema = z
  .string(INVALID_EMAIL_MESSAGE)
  .trim()
  .refine(isValidEmail, INVALID_EMAIL_MESSAGE)
  .transform((email) => email.toLowerCase());

export const requestLoginLinkInput = z.object({ email: emailSchema });
export type RequestLoginLinkInput = z.input<typeof requestLoginLinkInput>;

export const redeemLoginLinkInput = z.object({
  token: z.string(LOGIN_LINK_INVALID).regex(/^[a-z2-7]{32}$/, LOGIN_LINK_INVALID),
  /** The person saw whose account the link is for and chose to go on (a link opened in another browser). */
  confirmed: z.boolean('Please confirm the account to sign in to.').optional(),
});
export type RedeemLoginLinkInput = z.infer<typeof redeemLoginLinkInput>;
