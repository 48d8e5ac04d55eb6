import { addEntryInput, deleteEntryInput, listEntriesInput, updateEntryInput } from '../../shared/schemas/entries';
import { searchEntriesInput } from '../../shared/schemas/search';
import { listEntries } from '../db/entries';
import { searchEntries } from '../db/entry-search';
import { readTimeline } from '../db/timeline';
import { addEntry, clearEntries, deleteEntry, editEntry } from '../services/entries';
import type { Context } from '../context';
import type { ProfileAccess } from '../db/profile-access';
import { entryAuthor, profileProcedure, router } from '../trpc';
import { readingZone } from '../../shared/domain/zoned-time';
import { bodyPlaceByKey } from '../../shared/domain/body-map';
import { inKnownZone } from '../services/zone-errors';

const entryDeps = ({ db, blobs, logger }: Context) => ({ db, blobs, logger });
const profileOwner = ({ profile }: { profile: ProfileAccess }) => ({ profileId: profile.id, ownerUserId: profile.ownerUserId });

export const entriesRouter = router({
  list: profileProcedure('viewer', { reads: 'feed' })
    .input(listEntriesInput)
    .query(({ ctx, input: { day, body, ...input } }) => {
      const timeZone = readingZone(ctx.user.timeZone);
      const place = body && bodyPlaceByKey(body.place);
      const feltAt = body && place ? { ...body, place, timeZone } : null;
      return inKnownZone(timeZone, () => listEntries(ctx.db, profileOwner(ctx), { ...input, onDay: day ? { day, timeZone } : null, feltAt }));
    }),

  /** Entries whose words begin with the words typed (issue 36), with filters, a page at a time. */
  search: profileProcedure('viewer', { reads: 'search' })
    .input(searchEntriesInput)
    .query(({ ctx, input }) => searchEntries(ctx.db, profileOwner(ctx), input)),

  /** The last 30 days for the chart (a busy month by its extremes) and the last hours for the aura. */
  timeline: profileProcedure('viewer', { reads: 'feed' }).query(({ ctx }) => readTimeline(ctx.db, ctx.profile.id, Date.now())),

  add: profileProcedure('editor', { reads: 'none' })
    .input(addEntryInput)
    .mutation(({ ctx, input }) => addEntry(ctx.db, { ...entryAuthor(ctx), entry: input.entry })),

  update: profileProcedure('editor', { reads: 'entry' })
    .input(updateEntryInput)
    .mutation(({ ctx, input }) => editEntry(entryDeps(ctx), { ...profileOwner(ctx), id: input.id, patch: input.patch })),

  delete: profileProcedure('editor', { reads: 'none' })
    .input(deleteEntryInput)
    .mutation(async ({ ctx, input }) => {
      await deleteEntry(entryDeps(ctx), { profileId: ctx.profile.id, id: input.id });
      return { id: input.id };
    }),

  clear: profileProcedure('editor', { reads: 'none' }).mutation(async ({ ctx }) => ({
    cleared: await clearEntries(entryDeps(ctx), ctx.profile.id),
  })),
});
