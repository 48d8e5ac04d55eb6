import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../../worker/routers';

const SIGN_OUT_PATH = 'auth.signOut';

let closed = false;
let sent = 0;
const whenSettled = new Set<() => void>();

function settleOne() {
  sent -= 1;
  if (sent === 0) for (const wake of whenSettled) wake();
}

/**
 * Spec 4.3 without a refusal in the console: a call that reached the server after the account's
 * sessions ended would be answered 401. From the moment a sign-out starts, the journal's calls
 * (a section loaded when the page went idle, a retry) are held here and never sent: the cache that
 * asked for them is cleared when the sign-out ends. The sign-out itself waits a moment for the
 * calls already sent.
 */
export const signOutGate = {
  link: (() =>
    ({ op, next }) =>
      observable((observer) => {
        if (closed && op.path !== SIGN_OUT_PATH) return;
        sent += 1;
        let settled = false;
        const settle = () => {
          if (settled) return;
          settled = true;
          settleOne();
        };
        const subscription = next(op).subscribe({
          next: (result) => observer.next(result),
          error: (error) => {
            settle();
            observer.error(error);
          },
          complete: () => {
            settle();
            observer.complete();
          },
        });
        return () => {
          settle();
          subscription.unsubscribe();
        };
      })) as TRPCLink<AppRouter>,

  /** Holds every call from now on, and resolves once the calls already sent are answered, or after `capMs`. */
  close(capMs: number): Promise<void> {
    closed = true;
    if (sent === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        whenSettled.delete(done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, capMs);
      whenSettled.add(done);
    });
  },

  /** Lets calls through again, once the cache that held them is cleared. */
  open() {
    closed = false;
  },
};
