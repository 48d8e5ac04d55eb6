import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/worker/db/schema';

/** Everyday words, each in about one note in six, and the start of many others ('wa': walk, water, warm, wait...). */
export const COMMON_WORDS = [
  'walk', 'water', 'warm', 'wait', 'work', 'tired', 'sleep', 'coffee', 'rain', 'sun', 'friend', 'family', 'call', 'run', 'river',
  'morning', 'evening', 'dinner', 'lunch', 'meeting', 'quiet', 'noise', 'head', 'back', 'music', 'book', 'train', 'bus', 'garden', 'cat',
];

/**
 * Seeds entries number `from` to `from + count - 1` a minute apart going back from now, each with
 * a note of eight everyday words and one topic word ('topic1234') shared by one entry in 5,000:
 * a journal whose words are as common and as rare as a real one's, for timing searches.
 */
export async function seedSearchableEntries(db: Kysely<Database>, profileId: string, from: number, count: number) {
  await sql`select setseed(0.36)`.execute(db);
  await sql`
    insert into wellness_entries (id, profile_id, type, mood_category, specific_mood, intensity, notes, "timestamp")
    select left(replace(${profileId}, '-', ''), 6) || lpad(n::text, 15, '0'), ${profileId}, 'emotional', 'positive', 'happy', n % 11,
           -- k makes string_agg the subquery's aggregate, and n draws new words for each row
           (select string_agg((${COMMON_WORDS}::text[])[1 + floor(random() * ${COMMON_WORDS.length})::int + 0 * k + 0 * n], ' ') from generate_series(1, 8) as k)
             || ' topic' || (n % 5000)::text,
           now() - (n || ' minutes')::interval
    from generate_series(${from}::int, ${from + count - 1}::int) as n`.execute(db);
  await sql`analyze wellness_entries`.execute(db);
}
