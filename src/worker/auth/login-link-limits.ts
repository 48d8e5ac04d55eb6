import type { RateLimitRule } from '../db/rate-limits';
import { requesterSubject } from '../network/ip-address';

const MINUTE_MS = 60 * 1000;
const WINDOW_MS = 15 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Login links are counted per address and requester, the tight one: someone else asking for your
 * address from their own connection spends their allowance, not yours. Per address, looser: the
 * mail any one inbox receives stays bounded however many connections ask. Per requester, over
 * every address: one connection cannot mail the world.
 */
export const LINKS_PER_EMAIL_AND_REQUESTER = 5;
export const LINKS_PER_EMAIL_PER_HOUR = 20;
export const LINKS_PER_ADDRESS = 20;
/**
 * The hard ceiling of login mail to one inbox a day, counting every link. Requests from anywhere
 * share all of it but the last few: those are kept for the browsers that have signed in to the
 * account before, each with an allowance of its own, so strangers cannot lock the owner out.
 */
export const LINKS_PER_EMAIL_PER_DAY = 50;
export const LINKS_PER_EMAIL_PER_DAY_SHARED = 40;
export const LINKS_PER_DEVICE = 5;

const inboxDay = (email: string, limit: number): RateLimitRule => ({ bucket: 'login-link:email-day', subject: email, limit, windowMs: DAY_MS });

/** What a request for a login link to `email` is counted against: a recognised browser's own allowance (`deviceHash`), or the shared ones. */
export function loginLinkLimits(email: string, requester: { clientAddress: string | null; deviceHash: string | null }): RateLimitRule[] {
  if (requester.deviceHash) {
    return [
      { bucket: 'login-link:email-device', subject: `${email} ${requester.deviceHash}`, limit: LINKS_PER_DEVICE, windowMs: WINDOW_MS },
      inboxDay(email, LINKS_PER_EMAIL_PER_DAY),
    ];
  }
  const address = requesterSubject(requester.clientAddress);
  return [
    { bucket: 'login-link:email-requester', subject: `${email} ${address}`, limit: LINKS_PER_EMAIL_AND_REQUESTER, windowMs: WINDOW_MS },
    { bucket: 'login-link:email', subject: email, limit: LINKS_PER_EMAIL_PER_HOUR, windowMs: HOUR_MS },
    { bucket: 'login-link:address', subject: address, limit: LINKS_PER_ADDRESS, windowMs: WINDOW_MS },
    inboxDay(email, LINKS_PER_EMAIL_PER_DAY_SHARED),
  ];
}
