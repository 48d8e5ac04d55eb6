import { type Kysely, sql } from 'kysely';
import type { BodyMapRow, BodyPlace } from '../../shared/domain/body-map';
import { SPECIFIC_BODY_REGIONS } from '../../shared/domain/entries';
import { ofDaysSql } from './entry-days';
import type { Database } from './schema';

/**
 * Issue 38, in SQL: a physical entry felt at `place`, by the rule of `isFeltAt` (src/shared/domain/
 * body-map.ts): its area on that side, on both or on no side given; a region's own place takes the
 * entries of the region that name no area of the spec's list.
 */
export function feltAtSql(place: BodyPlace) {
  const areas = SPECIFIC_BODY_REGIONS[place.region].map((area) => sql`${area}`);
  const conditions = [
    sql`body_region = ${place.region}`,
    place.area === null ? sql`(specific_body_region is null or specific_body_region not in (${sql.join(areas)}))` : sql`specific_body_region = ${place.area}`,
  ];
  if (place.side) conditions.push(sql`(body_side is null or body_side <> ${place.side === 'left' ? 'right' : 'left'})`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * The body map's aggregate: a profile's live physical entries of a range of days in `timeZone`,
 * counted by sensation and by where they were felt, with their intensities' count and sum. The
 * places and their heat are worked out from these few rows (`bodyMapFigures`).
 */
export async function readBodyMap(db: Kysely<Database>, profileId: string, range: { from: string; to: string }, timeZone: string): Promise<BodyMapRow[]> {
  return db
    .selectFrom('wellness_entries')
    .select(['sensation', 'body_region', 'specific_body_region', 'body_side'])
    .select([sql<number>`count(*)::int`.as('entries'), sql<number>`count(intensity)::int`.as('rated'), sql<number>`coalesce(sum(intensity), 0)::int`.as('intensitySum')])
    .where('profile_id', '=', profileId)
    .where('deleted', '=', false)
    .where('type', '=', 'physical')
    .where(ofDaysSql(range, timeZone))
    .groupBy(['sensation', 'body_region', 'specific_body_region', 'body_side'])
    .execute();
}
