import { type Kysely, sql } from 'kysely';
import { addDays, daysBetween } from '../../shared/domain/calendar-days';
import { type OffsetSpan, offsetSpans, startOfDay } from '../../shared/domain/zoned-time';
import type { DayRangeInput } from '../../shared/schemas/statistics';
import { entryDaySql, instantWindow } from './entry-days';
import type { Database, StatisticsRollupsTable } from './schema';

/**
 * Counts shared by every grouping: of all entries, of feelings by category, and the feelings'
 * intensity (`rated` feelings have one; `intensitySum` is its sum): the rollups' counts.
 */
export type EntryCounts = Omit<StatisticsRollupsTable, 'profile_id' | 'width' | 'slot' | 'yesterday' | 'facet' | 'value' | 'label' | 'intensity_sum'> & {
  intensitySum: number;
};

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

/** The sums of rows that carry the counts of migration 0018's rollups (entries, feelings, ... intensity_sum). */
const SUMS = sql`
  sum(entries)::int as entries, sum(feelings)::int as feelings, sum(positive)::int as positive, sum(neutral)::int as neutral,
  sum(negative)::int as negative, sum(physical)::int as physical, sum(affirmations)::int as affirmations,
  sum(rated)::int as rated, sum(intensity_sum)::int as "intensitySum"`;

/** The same counts over entries themselves, one row an entry. */
const ENTRY_COUNTS = sql`
  count(*) as entries,
  count(*) filter (where type = 'emotional' and mood_category is not null) as feelings,
  count(*) filter (where type = 'emotional' and mood_category = 'positive') as positive,
  count(*) filter (where type = 'emotional' and mood_category = 'neutral') as neutral,
  count(*) filter (where type = 'emotional' and mood_category = 'negative') as negative,
  count(*) filter (where type = 'physical') as physical,
  count(*) filter (where type = 'affirmation') as affirmations,
  count(intensity) filter (where type = 'emotional') as rated,
  coalesce(sum(intensity) filter (where type = 'emotional'), 0) as intensity_sum`;

const DAY_MS = 86_400_000;
const EPOCH_DAY = '1970-01-01';
/** A day counted from 1970-01-01, as 'YYYY-MM-DD'. */
const DAY_TEXT = sql`to_char(date '1970-01-01' + day, 'YYYY-MM-DD')`;

/**
 * The range's slots of UTC (migration 0018's statistics_rollups) with their local day and hour in
 * `timeZone` (days counted from 1970-01-01), found by adding the offset of the zone's clock through
 * the slot's span: hours where the zone's offsets and their changes are whole hours (a day is then
 * summed from its 24 slots at most, whatever the number of entries), quarter hours elsewhere.
 */
function slotsOfRange(profileId: string, range: DayRangeInput, timeZone: string) {
  const { start, end } = instantWindow(range, timeZone);
  const spans = offsetSpans(start, end, timeZone);
  const width = spans.every((span) => span.from % 4 === 0 && span.to % 4 === 0 && span.offset % 4 === 0) ? 4 : 1;
  const perDay = 96 / width;
  const column = (key: keyof OffsetSpan) => spans.map((span) => span[key] / width);
  return sql`
    select * from (
      select l.*, (l.local - l.slot_of_day) / ${perDay}::int - l.yesterday::int as day, l.slot_of_day * ${width}::int / 4 as hour
      from (
        select q.*, q.slot + s.shift as local, ((q.slot + s.shift) % ${perDay}::int + ${perDay}::int) % ${perDay}::int as slot_of_day
        from unnest(${column('from')}::int[], ${column('to')}::int[], ${column('offset')}::int[]) as s(first, last, shift)
        join statistics_rollups q on q.profile_id = ${profileId} and q.width = ${width}::smallint and q.facet = 'all' and q.slot >= s.first and q.slot < s.last
      ) as l
    ) as q
    where day between ${daysBetween(EPOCH_DAY, range.from)} and ${daysBetween(EPOCH_DAY, range.to)}`;
}

/**
 * The range's counts by type and mood or sensation, and by each tag, one facet a row (the other
 * facets' columns null). An entry logged from the start of the range's second day to the start of
 * the day after its last belongs to the range whatever its 'yesterday' tag, so the whole UTC days
 * within that span are read from the rollups of UTC days; the hours on either side of them, which a UTC
 * day covers only in part, from the entries themselves, each given its day.
 */
function facetsOfRange(profileId: string, range: DayRangeInput, timeZone: string) {
  const { start, end } = instantWindow(range, timeZone);
  const sureFrom = Math.ceil(startOfDay(addDays(range.from, 1), timeZone).getTime() / DAY_MS) * DAY_MS;
  const sureTo = Math.floor(startOfDay(addDays(range.to, 1), timeZone).getTime() / DAY_MS) * DAY_MS;
  // Without a whole UTC day inside, every entry of the window is read as one.
  const inner = sureFrom < sureTo;
  const [innerFrom, innerTo] = inner ? [new Date(sureFrom), new Date(sureTo)] : [end, end];
  const [firstDay, endDay] = inner ? [sureFrom / DAY_MS, sureTo / DAY_MS] : [0, 0];
  return sql`
    select case when facet = 'type' then value end as type, label,
           case when facet = 'trigger' then value end as trigger, case when facet = 'location' then value end as location,
           case when facet = 'social' then value end as social, case when facet = 'environment' then value end as environment,
           entries, feelings, positive, neutral, negative, physical, affirmations, rated, intensity_sum
    from statistics_rollups
    where profile_id = ${profileId} and width = 96 and slot >= ${firstDay} and slot < ${endDay}
    union all
    select type, label, trigger, location, social, environment, ${ENTRY_COUNTS}
    from (
      select type, mood_category, coalesce(specific_mood, sensation) as label, trigger, location, social, environment, intensity
      from wellness_entries
      where profile_id = ${profileId} and not deleted
        and (("timestamp" >= ${start} and "timestamp" < ${innerFrom}) or ("timestamp" >= ${innerTo} and "timestamp" < ${end}))
        and ${entryDaySql(timeZone)} between ${range.from}::date and ${range.to}::date
    ) as e
    group by grouping sets ((type, label), (trigger), (location), (social), (environment))`;
}

/**
 * Issue 36: the statistics of a range, from the rollups of migration 0018: by day and by hour from
 * the slots; by type and mood or sensation and by each pattern tag from the daily facets. A row
 * says its grouping by the one column set (none of them is null in the table; label aside). The
 * same figures as the entries' own (tests/integration/statistics-rollups.test.ts proves it).
 */
export async function readStatistics(db: Kysely<Database>, profileId: string, range: DayRangeInput, timeZone: string): Promise<StatisticsRow[]> {
  const { rows } = await sql<StatisticsRow>`
    select ${DAY_TEXT} as day, null as type, null as label, hour, null as trigger, null as location, null as social, null as environment, ${SUMS}
    from (${slotsOfRange(profileId, range, timeZone)}) as q
    group by grouping sets ((day), (hour))
    union all
    select null, type, label, null, trigger, location, social, environment, ${SUMS}
    from (${facetsOfRange(profileId, range, timeZone)}) as f
    group by type, label, trigger, location, social, environment`.execute(db);
  return rows;
}

/** The calendar's days: each day of the range that has entries, with its counts. */
export async function readDayTotals(db: Kysely<Database>, profileId: string, range: DayRangeInput, timeZone: string) {
  const { rows } = await sql<EntryCounts & { day: string }>`
    select ${DAY_TEXT} as day, ${SUMS}
    from (${slotsOfRange(profileId, range, timeZone)}) as q
    group by day order by day`.execute(db);
  return rows;
}
