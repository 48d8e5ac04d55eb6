import { addEntryInput, deleteEntryInput, listEntriesInput, updateEntryInput } from '../../shared/schemas/entries';
import { TIMELINE_WINDOW_DAYS } from '../../shared/domain/timeline';
import { listEntries, listEntriesSince } from '../db/entries';
import { addEntry, clearEntries, deleteEntry, editEntry } from '../services/entries';
import type { Context } from '../context';
import { entryAuthor, profileProcedure, router } from '../trpc';

const TIMELINE_ENTRY_CAP = 10_000;

const entryDeps = ({ db, blobs, logger }: Context) => ({ db, blobs, logger });

export const entriesRouter = router({
  list: profileProcedure('viewer')
    .input(listEntriesInput)
    .query(({ ctx, input }) => listEntries(ctx.db, ctx.profile.id, input)),

  /** The timeline's window: every live entry of the last 30 days (capped for very busy journals). */
  timeline: profileProcedure('viewer').query(({ ctx }) =>
    listEntriesSince(ctx.db, ctx.profile.id, new Date(Date.now() - TIMELINE_WINDOW_DAYS * 24 * 60 * 60 * 1000), TIMELINE_ENTRY_CAP),
  ),

  add: profileProcedure('editor')
    .input(addEntryInput)
    .mutation(({ ctx, input }) => addEntry(ctx.db, { ...entryAuthor(ctx), entry: input.entry })),

  update: profileProcedure('editor')
    .input(updateEntryInput)
    .mutation(({ ctx, input }) => editEntry(entryDeps(ctx), { profileId: ctx.profile.id, id: input.id, patch: input.patch })),

  delete: profileProcedure('editor')
    .input(deleteEntryInput)
    .mutation(async ({ ctx, input }) => {
      await deleteEntry(entryDeps(ctx), { profileId: ctx.profile.id, id: input.id });
      return { id: input.id };
    }),

  clear: profileProcedure('editor').mutation(async ({ ctx }) => ({
    cleared: await clearEntries(entryDeps(ctx), ctx.profile.id),
  })),
});
