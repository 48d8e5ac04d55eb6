import { type Kysely, sql } from 'kysely';
import type { DayRangeInput } from '../../shared/schemas/statistics';
import { entryDaySql, entryHourSql, instantWindow } from './entry-days';
import type { Database } from './schema';

/** Counts shared by every grouping: of all entries, of feelings by category, and the feelings' intensity. */
export interface EntryCounts {
  entries: number;
  feelings: number;
  positive: number;
  neutral: number;
  negative: number;
  physical: number;
  affirmations: number;
  /** Feelings with an intensity, and its sum. */
  rated: number;
  intensitySum: number;
}

export interface StatisticsRow extends EntryCounts {
  day: string | null;
  type: string | null;
  label: string | null;
  hour: number | null;
  trigger: string | null;
  location: string | null;
  social: string | null;
  environment: string | null;
}

const COUNTS = sql`
  sum(entries)::int as entries,
  coalesce(sum(entries) filter (where type = 'emotional' and mood_category is not null), 0)::int as feelings,
  coalesce(sum(entries) filter (where type = 'emotional' and mood_category = 'positive'), 0)::int as positive,
  coalesce(sum(entries) filter (where type = 'emotional' and mood_category = 'neutral'), 0)::int as neutral,
  coalesce(sum(entries) filter (where type = 'emotional' and mood_category = 'negative'), 0)::int as negative,
  coalesce(sum(entries) filter (where type = 'physical'), 0)::int as physical,
  coalesce(sum(entries) filter (where type = 'affirmation'), 0)::int as affirmations,
  coalesce(sum(rated) filter (where type = 'emotional'), 0)::int as rated,
  coalesce(sum(intensity_sum) filter (where type = 'emotional'), 0)::int as "intensitySum"`;

/**
 * A profile's non-deleted entries of a range of days in `timeZone`, counted by quarter hour of UTC
 * and by everything the statistics group on, then given their local day and hour: every zone's
 * offset is a whole number of quarter hours, so a quarter lies in one local hour and day, and the
 * zone is looked up once a quarter rather than once an entry. The statistics index serves the scan.
 */
function entriesOfRange(profileId: string, range: DayRangeInput, timeZone: string) {
  const { start, end } = instantWindow(range, timeZone);
  return sql`
    select * from (
      select q.*, ${entryDaySql(timeZone, 'q.quarter', 'q.yesterday')} as day, ${entryHourSql(timeZone, 'q.quarter')} as hour
      from (
        select date_bin('15 minutes', "timestamp", timestamptz '2000-01-01 00:00:00+00') as quarter, time_frame = 'yesterday' as yesterday,
          type, mood_category, coalesce(specific_mood, sensation) as label, trigger, location, social, environment,
          count(*) as entries, count(intensity) as rated, coalesce(sum(intensity), 0) as intensity_sum
        from wellness_entries
        where profile_id = ${profileId} and not deleted and "timestamp" >= ${start} and "timestamp" < ${end}
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9
      ) as q
    ) as e
    where day between ${range.from}::date and ${range.to}::date`;
}

/**
 * Issue 36: the statistics of a range in one pass over its entries, grouped seven ways at once
 * (grouping sets): by day, by type and mood or sensation, by hour, and by each pattern tag. A row
 * says its grouping by the one column set (none of them is null in the table; label aside).
 */
export async function readStatistics(db: Kysely<Database>, profileId: string, range: DayRangeInput, timeZone: string): Promise<StatisticsRow[]> {
  const { rows } = await sql<StatisticsRow>`
    with e as (${entriesOfRange(profileId, range, timeZone)})
    select to_char(day, 'YYYY-MM-DD') as day, type, label, hour, trigger, location, social, environment, ${COUNTS}
    from e
    group by grouping sets ((day), (type, label), (hour), (trigger), (location), (social), (environment))`.execute(db);
  return rows;
}

/** The calendar's days: each day of the range that has entries, with its counts. */
export async function readDayTotals(db: Kysely<Database>, profileId: string, range: DayRangeInput, timeZone: string) {
  const { rows } = await sql<EntryCounts & { day: string }>`
    with e as (${entriesOfRange(profileId, range, timeZone)})
    select to_char(day, 'YYYY-MM-DD') as day, ${COUNTS}
    from e group by day order by day`.execute(db);
  return rows;
}
