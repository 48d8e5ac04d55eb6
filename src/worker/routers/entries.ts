import { TRPCError } from '@trpc/server';
import { addEntryInput, deleteEntryInput, listEntriesInput, updateEntryInput } from '../../shared/schemas/entries';
import { listEntries, lockEntry, softDeleteAllEntries, softDeleteEntry, updateEntry } from '../db/entries';
import { QuotaExceededError, quotaExceeded } from '../quota-error';
import { addEntry } from '../services/entries';
import { profileProcedure, router } from '../trpc';

const entryNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Entry not found.' });

export const entriesRouter = router({
  list: profileProcedure('viewer')
    .input(listEntriesInput)
    .query(({ ctx, input }) => listEntries(ctx.db, ctx.profile.id, input)),

  add: profileProcedure('editor')
    .input(addEntryInput)
    .mutation(async ({ ctx, input }) => {
      try {
        return await addEntry(ctx.db, { profileId: ctx.profile.id, userId: ctx.user.id, entry: input.entry });
      } catch (error) {
        if (error instanceof QuotaExceededError) throw quotaExceeded(error.reason);
        throw error;
      }
    }),

  update: profileProcedure('editor')
    .input(updateEntryInput)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        const current = await lockEntry(trx, ctx.profile.id, input.id);
        if (!current) throw entryNotFound();
        if (current.type === 'affirmation' && input.patch.intensity !== undefined) {
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'Affirmations have no intensity.' });
        }
        return (await updateEntry(trx, ctx.profile.id, input.id, input.patch))!;
      }),
    ),

  delete: profileProcedure('editor')
    .input(deleteEntryInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await softDeleteEntry(ctx.db, ctx.profile.id, input.id))) throw entryNotFound();
      return { id: input.id };
    }),

  clear: profileProcedure('editor').mutation(async ({ ctx }) => ({
    cleared: await softDeleteAllEntries(ctx.db, ctx.profile.id),
  })),
});
