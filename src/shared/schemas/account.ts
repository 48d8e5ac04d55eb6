import * as z from './zod';

export const CONFIRM_EMAIL_MESSAGE = 'Type the email address of your account to confirm.';

/** Deleting an account is confirmed by typing its email address (compared without regard to case). */
export const deleteAccountInput = z.object({
  email: z.string(CONFIRM_EMAIL_MESSAGE).trim().min(1, CONFIRM_EMAIL_MESSAGE).max(320, CONFIRM_EMAIL_MESSAGE),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
