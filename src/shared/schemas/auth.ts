import { z } from 'zod';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** Spec 5: text, @, domain, dot, and a suffix of two or more letters. Stored lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .max(254, INVALID_EMAIL_MESSAGE)
  .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, INVALID_EMAIL_MESSAGE)
  .transform((email) => email.toLowerCase());

export const requestLoginLinkInput = z.object({ email: emailSchema });
export type RequestLoginLinkInput = z.input<typeof requestLoginLinkInput>;

export const redeemLoginLinkInput = z.object({
  token: z.string().regex(/^[a-z2-7]{32}$/, 'This login link is not valid. Please request a new one.'),
});
export type RedeemLoginLinkInput = z.infer<typeof redeemLoginLinkInput>;
