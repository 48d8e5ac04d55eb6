/**
 * Entries logged without a connection (issue 37): the device makes the id and keeps the time the
 * entry was logged, and the server checks that time against these bounds when the entry arrives.
 */

/** How far ahead of the server's clock a device's clock may run: a little skew, no more. */
export const LOGGED_AT_MAX_AHEAD_MS = 5 * 60_000;
/** How long an entry may wait on a device before it is sent; older ones are refused. */
export const LOGGED_AT_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export const LOGGED_AT_AHEAD_MESSAGE = "This entry's time is ahead of the server's clock. Check this device's date and time, then log it again.";
export const LOGGED_AT_TOO_OLD_MESSAGE = `Entries can be sent at most ${LOGGED_AT_MAX_AGE_DAYS} days after they were logged.`;

/** Why a device's logging time cannot be kept, or null when it is within bounds of `now`. */
export function loggedAtRefusal(loggedAt: Date, now: number): string | null {
  if (loggedAt.getTime() > now + LOGGED_AT_MAX_AHEAD_MS) return LOGGED_AT_AHEAD_MESSAGE;
  if (loggedAt.getTime() < now - LOGGED_AT_MAX_AGE_DAYS * DAY_MS) return LOGGED_AT_TOO_OLD_MESSAGE;
  return null;
}

/** An image attached while offline waits on the device up to this size (each), then uploads with its entry. */
export const OFFLINE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** ...and at most this many per waiting entry. */
export const OFFLINE_IMAGES_PER_ENTRY = 3;

export const ENTRY_ID_TAKEN_MESSAGE = 'This entry cannot be saved: its id is already used by another entry. Copy its text and log it again.';
export const ENTRY_ID_CHANGED_MESSAGE = 'An entry with this id was already saved with different content. Copy its text and log it again.';
export const ENTRY_ID_DELETED_MESSAGE = 'This entry was saved and has since been deleted.';
