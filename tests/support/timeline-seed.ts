import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/worker/db/schema';

/**
 * Seeds `count` entries in one statement, `spacingSeconds` apart going back from now: happy, calm
 * and sad feelings and pain in turn at pseudo-random intensities, every 50th an affirmation with notes.
 * `skip` entries already seeded (their places are taken) to add more behind them.
 */
export async function seedTimelineEntries(db: Kysely<Database>, profileId: string, count: number, spacingSeconds: number, skip = 0) {
  await sql`
    insert into wellness_entries (id, profile_id, type, mood_category, specific_mood, sensation, body_region, intensity, notes, "timestamp")
    select left(replace(${profileId}, '-', ''), 6) || lpad(n::text, 15, '0'), ${profileId}, kind.type, kind.mood_category, kind.specific_mood, kind.sensation, kind.body_region,
           case when kind.type = 'affirmation' then null else (n * 7919) % 11 end,
           case when kind.type = 'affirmation' then 'Affirmation number ' || n end,
           now() - (n * ${spacingSeconds} || ' seconds')::interval
    from generate_series(${skip + 1}::int, ${skip + count}::int) as n
    cross join lateral (
      select * from (values
        ('emotional', 'positive', 'happy', null, null),
        ('emotional', 'neutral', 'calm', null, null),
        ('emotional', 'negative', 'sad', null, null),
        ('physical', null, null, 'pain', 'head'),
        ('affirmation', null, null, null, null)
      ) as kinds(type, mood_category, specific_mood, sensation, body_region)
      offset case when n % 50 = 0 then 4 else n % 4 end limit 1
    ) as kind`.execute(db);
  await sql`analyze wellness_entries`.execute(db);
}
