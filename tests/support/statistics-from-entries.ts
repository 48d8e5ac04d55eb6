import { type Kysely, sql } from 'kysely';
import type { DayRangeInput } from '../../src/shared/schemas/statistics';
import { entryDaySql, entryHourSql, instantWindow } from '../../src/worker/db/entry-days';
import type { Database } from '../../src/worker/db/schema';
import type { EntryCounts, StatisticsRow } from '../../src/worker/db/statistics';

/*
 * The statistics and the calendar's days computed from the entries themselves, as they were before
 * the rollups of migration 0016 (every entry of the range read and grouped on each call): what the
 * rollups' answers must equal.
 */

const COUNTS = sql`
  count(*)::int as entries,
  count(*) filter (where type = 'emotional' and mood_category is not null)::int as feelings,
  count(*) filter (where type = 'emotional' and mood_category = 'positive')::int as positive,
  count(*) filter (where type = 'emotional' and mood_category = 'neutral')::int as neutral,
  count(*) filter (where type = 'emotional' and mood_category = 'negative')::int as negative,
  count(*) filter (where type = 'physical')::int as physical,
  count(*) filter (where type = 'affirmation')::int as affirmations,
  count(intensity) filter (where type = 'emotional')::int as rated,
  coalesce(sum(intensity) filter (where type = 'emotional'), 0)::int as "intensitySum"`;

function entriesOfRange(profileId: string, range: DayRangeInput, timeZone: string) {
  const { start, end } = instantWindow(range, timeZone);
  return sql`
    select * from (
      select *, ${entryDaySql(timeZone)} as day, ${entryHourSql(timeZone)} as hour, coalesce(specific_mood, sensation) as label
      from wellness_entries
      where profile_id = ${profileId} and not deleted and "timestamp" >= ${start} and "timestamp" < ${end}
    ) as e
    where day between ${range.from}::date and ${range.to}::date`;
}

export async function statisticsFromEntries(db: Kysely<Database>, profileId: string, range: DayRangeInput, timeZone: string): Promise<StatisticsRow[]> {
  const { rows } = await sql<StatisticsRow>`
    with e as (${entriesOfRange(profileId, range, timeZone)})
    select to_char(day, 'YYYY-MM-DD') as day, type, label, hour, trigger, location, social, environment, ${COUNTS}
    from e
    group by grouping sets ((day), (type, label), (hour), (trigger), (location), (social), (environment))`.execute(db);
  return rows;
}

export async function dayTotalsFromEntries(db: Kysely<Database>, profileId: string, range: DayRangeInput, timeZone: string) {
  const { rows } = await sql<EntryCounts & { day: string }>`
    with e as (${entriesOfRange(profileId, range, timeZone)})
    select to_char(day, 'YYYY-MM-DD') as day, ${COUNTS}
    from e group by day order by day`.execute(db);
  return rows;
}
