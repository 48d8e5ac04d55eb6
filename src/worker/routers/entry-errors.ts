import { TRPCError } from '@trpc/server';
import { QuotaExceededError, quotaExceeded } from '../quota-error';
import { EntryRefusedError } from '../services/entries';

/** Domain refusals of entry writes become typed errors with the spec's words. */
export async function translateEntryErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QuotaExceededError) throw quotaExceeded(error.reason);
    if (error instanceof EntryRefusedError) throw new TRPCError({ code: error.code, message: error.message });
    throw error;
  }
}
