import { bodyMapInput } from '../../shared/schemas/body-map';
import { dayRangeInput } from '../../shared/schemas/statistics';
import { readingZone } from '../../shared/domain/zoned-time';
import { bodyMapOverview } from '../services/body-map';
import { calendarDays } from '../services/calendar';
import { statisticsOverview } from '../services/statistics';
import { profileProcedure, router } from '../trpc';

/**
 * Issue 36: the calendar and the statistics of a journal (issue 38: and its body map), their days read in the zone of the
 * account asking (a shared journal in its reader's); viewers may read both, each read logged.
 */
export const patternsRouter = router({
  calendar: profileProcedure('viewer', { reads: 'calendar' })
    .input(dayRangeInput)
    .query(({ ctx, input: { from, to } }) => calendarDays(ctx.db, { profileId: ctx.profile.id, range: { from, to }, timeZone: readingZone(ctx.user.timeZone) })),

  statistics: profileProcedure('viewer', { reads: 'statistics' })
    .input(dayRangeInput)
    .query(({ ctx, input: { from, to } }) =>
      statisticsOverview(ctx.db, { profileId: ctx.profile.id, range: { from, to }, timeZone: readingZone(ctx.user.timeZone), now: new Date() }),
    ),

  /** Issue 38: where sensations were felt over a range, place by place. */
  bodyMap: profileProcedure('viewer', { reads: 'body_map' })
    .input(bodyMapInput)
    .query(({ ctx, input }) => bodyMapOverview(ctx.db, { profileId: ctx.profile.id, input, timeZone: readingZone(ctx.user.timeZone) })),
});
