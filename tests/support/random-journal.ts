import { randomBytes } from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, WellnessEntriesTable } from '../../src/worker/db/schema';

/*
 * A journal written at random (from a seed, so a failure repeats) for tests that compare what the
 * triggers keep (the timeline's buckets, the statistics' rollups) with the same figures computed
 * afresh from the entries: entries of every type, mood, tag and 'yesterday' tag, some deleted, then
 * statements that update, delete and insert many rows at once.
 */

/** A small seeded generator (mulberry32): the same draws for the same seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, chance: (probability: number) => next() < probability };
}

export type Random = ReturnType<typeof seededRandom>;

const MINUTE = 60_000;

/** An instant within one of `periods` ([start, end] in ms), on a whole minute half the time (so many share a quarter's edge). */
export function randomInstant(random: Random, periods: readonly (readonly [number, number])[]): Date {
  const [start, end] = random.pick(periods);
  const instant = start + Math.floor(random.next() * (end - start));
  return new Date(random.chance(0.5) ? Math.floor(instant / MINUTE) * MINUTE : instant);
}

/** The fields of a random entry: every type, mood category (or none), label, intensity (or none), tag and time frame. */
export function randomEntryFields(random: Random) {
  const type = random.pick(['emotional', 'emotional', 'physical', 'affirmation'] as const);
  return {
    type,
    mood_category: type === 'emotional' ? random.pick(['positive', 'neutral', 'negative', 'negative', null] as const) : null,
    specific_mood: type === 'emotional' ? random.pick(['happy', 'calm', 'sad', 'anxious', null]) : null,
    sensation: type === 'physical' ? random.pick(['pain', 'pleasure', 'tension']) : null,
    body_region: type === 'physical' ? random.pick(['head', 'torso', null] as const) : null,
    intensity: type === 'affirmation' && random.chance(0.7) ? null : random.chance(0.1) ? null : Math.floor(random.next() * 11),
    trigger: random.pick(['work', 'family', 'exercise', 'other'] as const),
    location: random.pick(['indoor', 'outdoor'] as const),
    social: random.pick(['alone', 'withOthers'] as const),
    environment: random.pick(['online', 'offline'] as const),
    time_frame: random.pick(['recent', 'recent', 'today', 'yesterday'] as const),
    notes: type === 'affirmation' && random.chance(0.6) ? `Words ${Math.floor(random.next() * 1000)}` : null,
  };
}

const newId = () => randomBytes(16).toString('base64url').slice(0, 21);

/** A random entry row of the profile at a random instant of `periods`, one in twenty deleted. */
export function randomEntryRow(random: Random, profileId: string, periods: readonly (readonly [number, number])[]): Insertable<WellnessEntriesTable> {
  return { id: newId(), profile_id: profileId, timestamp: randomInstant(random, periods), deleted: random.chance(0.05), ...randomEntryFields(random) };
}

/** Inserts `count` random entries in statements of up to 250 rows. */
export async function insertRandomEntries(db: Kysely<Database>, random: Random, profileId: string, count: number, periods: readonly (readonly [number, number])[]) {
  const rows = Array.from({ length: count }, () => randomEntryRow(random, profileId, periods));
  for (let start = 0; start < rows.length; start += 250) await db.insertInto('wellness_entries').values(rows.slice(start, start + 250)).execute();
  return rows.map((row) => row.id);
}

/**
 * Rewrites the journal at random, each kind of change in one statement over many rows: entries moved
 * to another instant, changed in kind, mood or tags, deleted and restored (the soft delete), notes
 * edited, and some removed for good.
 */
export async function changeAtRandom(db: Kysely<Database>, random: Random, profileId: string, periods: readonly (readonly [number, number])[]) {
  const ids = (await db.selectFrom('wellness_entries').select('id').where('profile_id', '=', profileId).orderBy('id').execute()).map((row) => row.id);
  const some = (share: number) => ids.filter(() => random.chance(share));
  const moved = some(0.1);
  const moves = moved.map((id) => ({ id, timestamp: randomInstant(random, periods).toISOString() }));
  if (moves.length > 0) {
    await sql`update wellness_entries e set "timestamp" = m.timestamp::timestamptz
      from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as m(id text, timestamp text) where e.id = m.id`.execute(db);
  }
  for (const id of some(0.08)) await db.updateTable('wellness_entries').set(randomEntryFields(random)).where('id', '=', id).execute();
  const flipped = some(0.1);
  if (flipped.length > 0) await sql`update wellness_entries set deleted = not deleted where id in (${sql.join(flipped)})`.execute(db);
  const edited = some(0.1);
  if (edited.length > 0) await sql`update wellness_entries set notes = coalesce(notes, '') || ' again', updated_at = now() where id in (${sql.join(edited)})`.execute(db);
  const cleared = some(0.05);
  if (cleared.length > 0) await sql`update wellness_entries set notes = null where id in (${sql.join(cleared)})`.execute(db);
  const removed = some(0.08);
  if (removed.length > 0) await db.deleteFrom('wellness_entries').where('id', 'in', removed).execute();
}
