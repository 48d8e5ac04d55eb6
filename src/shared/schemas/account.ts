import * as z from './zod';
import { canonicalTimeZone, isKnownTimeZone } from '../domain/zoned-time';

export const CONFIRM_EMAIL_MESSAGE = 'Type the email address of your account to confirm.';

/** Deleting an account is confirmed by typing its email address (compared without regard to case). */
export const deleteAccountInput = z.object({
  email: z.string(CONFIRM_EMAIL_MESSAGE).trim().min(1, CONFIRM_EMAIL_MESSAGE).max(320, CONFIRM_EMAIL_MESSAGE),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

export const UNKNOWN_TIME_ZONE_MESSAGE = 'Choose a time zone from the list, such as Europe/London.';

/** An IANA time zone this runtime knows; the statistics pass it to SQL as a parameter, never as text. */
export const timeZoneSchema = z
  .string(UNKNOWN_TIME_ZONE_MESSAGE)
  .min(1, UNKNOWN_TIME_ZONE_MESSAGE)
  .max(64, UNKNOWN_TIME_ZONE_MESSAGE)
  .refine(isKnownTimeZone, UNKNOWN_TIME_ZONE_MESSAGE)
  .transform(canonicalTimeZone);

/** Settings: the account's time zone, detected in the browser at first and changeable. */
export const saveTimeZoneInput = z.object({ timeZone: timeZoneSchema });
export type SaveTimeZoneInput = z.infer<typeof saveTimeZoneInput>;
