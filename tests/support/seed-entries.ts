import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/worker/db/schema';

/**
 * Seeds entries number `from` to `from + count - 1` in one statement, a minute apart going back
 * from now, each with a short note: a journal of any size in seconds.
 */
export async function seedEntries(db: Kysely<Database>, profileId: string, from: number, count: number) {
  await sql`
    insert into wellness_entries (id, profile_id, type, mood_category, specific_mood, intensity, notes, "timestamp")
    select left(replace(${profileId}, '-', ''), 6) || lpad(n::text, 15, '0'), ${profileId}, 'emotional', 'positive', 'happy', n % 11, 'A note about the day',
           now() - (n || ' minutes')::interval
    from generate_series(${from}::int, ${from + count - 1}::int) as n`.execute(db);
  await sql`analyze wellness_entries`.execute(db);
}
