import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axisValue, nextAffirmationPreview, TIMELINE_EXACT_LIMIT } from '../../src/shared/domain/timeline';
import { type Timeline, unpackTimeline } from '../../src/shared/domain/timeline-wire';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createUser, shareProfile } from '../support/factories';
import { callerAs, createJournalOwner } from '../support/journal';
import { seedTimelineEntries } from '../support/timeline-seed';

const HOUR = 60 * 60 * 1000;
const BUCKET = 4 * HOUR;

describe.each(testEngines)('the timeline on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const read = async (caller: ReturnType<typeof callerAs>, profileId: string) => unpackTimeline(await caller.entries.timeline({ profileId }));

  /** Every live entry of the last 30 days, as the database holds it. */
  const windowEntries = (profileId: string) =>
    database.db
      .selectFrom('wellness_entries')
      .select(['id', 'timestamp', 'type', 'mood_category', 'sensation', 'intensity', 'notes'])
      .where('profile_id', '=', profileId)
      .where('deleted', '=', false)
      .where('timestamp', '>=', new Date(Date.now() - 30 * 24 * HOUR))
      .orderBy('timestamp')
      .execute();

  describe('a small journal', () => {
    it('gets every entry of the window, oldest first, with image counts, affirmation previews and the aura entries', async () => {
      const { profile, caller } = await createJournalOwner(database.db);
      const sad = await caller.entries.add({ profileId: profile.id, entry: { type: 'emotional', mood_category: 'negative', specific_mood: 'sad', intensity: 6 } });
      const pain = await caller.entries.add({ profileId: profile.id, entry: { type: 'physical', sensation: 'pain', body_region: 'head', intensity: 3 } });
      const words = await caller.entries.add({ profileId: profile.id, entry: { type: 'affirmation', notes: 'I am learning to rest well' } });
      await sql`update wellness_entries set "timestamp" = now() - interval '31 days' where id = ${pain.id}`.execute(database.db);

      const timeline = await read(caller, profile.id);
      expect(timeline.points.map((point) => point.id)).toEqual([sad.id]);
      expect(timeline.points[0]).toEqual({
        id: sad.id,
        timestamp: sad.timestamp,
        type: 'emotional',
        mood_category: 'negative',
        specific_mood: 'sad',
        sensation: null,
        intensity: 6,
        images: 0,
      });
      expect(timeline.marks).toEqual([{ id: words.id, time: Date.parse(words.timestamp), preview: 'I am learning to res' }]);
      expect(timeline.recent.map((entry) => entry.id).sort()).toEqual([sad.id, words.id].sort());
      expect(timeline.total).toBe(1);
    });

    it('gets every point up to the limit', async () => {
      const { profile, caller } = await createJournalOwner(database.db);
      await seedTimelineEntries(database.db, profile.id, TIMELINE_EXACT_LIMIT, 600);
      const expected = (await windowEntries(profile.id)).filter((entry) => axisValue(entry) !== null);
      const timeline = await read(caller, profile.id);
      expect(timeline.points.map((point) => point.id)).toEqual(expected.map((entry) => entry.id));
      expect(timeline.total).toBe(expected.length);
    });
  });

  describe('a busy journal', () => {
    let timeline: Timeline;
    let entries: Awaited<ReturnType<typeof windowEntries>>;
    let owner: Awaited<ReturnType<typeof createJournalOwner>>;
    beforeAll(async () => {
      owner = await createJournalOwner(database.db);
      await seedTimelineEntries(database.db, owner.profile.id, 20_000, 130);
      entries = await windowEntries(owner.profile.id);
      timeline = await read(owner.caller, owner.profile.id);
    });

    it('gets at most two points per 4-hour bucket, real entries, oldest first, and the count they stand for', () => {
      expect(timeline.points.length).toBeLessThanOrEqual(2 * (30 * 6 + 1));
      expect(timeline.points.length).toBeGreaterThan(300);
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      for (const point of timeline.points) expect(byId.get(point.id)?.intensity).toBe(point.intensity);
      const times = timeline.points.map((point) => Date.parse(point.timestamp));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(timeline.total).toBe(entries.filter((entry) => axisValue(entry) !== null).length);
    });

    it('keeps the highest and the lowest entry of every bucket that lies wholly in the window', () => {
      const kept = new Set(timeline.points.map((point) => point.id));
      const since = Date.now() - 30 * 24 * HOUR;
      const buckets = new Map<number, typeof entries>();
      for (const entry of entries.filter((candidate) => axisValue(candidate) !== null)) {
        const bucket = Math.floor(entry.timestamp.getTime() / BUCKET);
        buckets.set(bucket, [...(buckets.get(bucket) ?? []), entry]);
      }
      for (const [bucket, members] of buckets) {
        if (bucket * BUCKET < since) continue;
        const values = members.map((entry) => axisValue(entry)!);
        const high = Math.max(...values);
        const low = Math.min(...values);
        expect(members.some((entry) => kept.has(entry.id) && axisValue(entry) === high)).toBe(true);
        expect(members.some((entry) => kept.has(entry.id) && axisValue(entry) === low)).toBe(true);
      }
    });

    it('previews the same next affirmation on every point as the whole window would', () => {
      const all = entries
        .filter((entry) => entry.type === 'affirmation' && entry.notes)
        .map((entry) => ({ id: entry.id, time: entry.timestamp.getTime(), preview: entry.notes!.slice(0, 20) }));
      for (const point of timeline.points) {
        const time = Date.parse(point.timestamp);
        expect(nextAffirmationPreview(timeline.marks, time)).toBe(nextAffirmationPreview(all, time));
      }
    });

    it('stays up to date: a new peak shows, and a deleted one gives way to the next highest', async () => {
      const { caller, profile } = owner;
      const peak = await caller.entries.add({ profileId: profile.id, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 10 } });
      expect((await read(caller, profile.id)).points.map((point) => point.id)).toContain(peak.id);
      await caller.entries.delete({ profileId: profile.id, id: peak.id });
      const after = await read(caller, profile.id);
      expect(after.points.map((point) => point.id)).not.toContain(peak.id);
      expect(after.points.length).toBe(timeline.points.length);
    });

    it('is small on the wire', async () => {
      const packed = await owner.caller.entries.timeline({ profileId: owner.profile.id });
      expect(JSON.stringify(packed).length).toBeLessThan(50_000);
    });
  });

  it('keeps its buckets right under concurrent writes to one bucket', async () => {
    const { profile, caller } = await createJournalOwner(database.db);
    const add = (intensity: number) =>
      caller.entries.add({ profileId: profile.id, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity } });
    const added = await Promise.all([1, 2, 3, 4, 5, 6].map(add));
    await Promise.all(added.slice(1).map((entry) => caller.entries.delete({ profileId: profile.id, id: entry.id })));
    await Promise.all([7, 8].map(add));
    const { rows } = await sql<{ points: number }>`select points from timeline_buckets where profile_id = ${profile.id}`.execute(database.db);
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(3);
  });

  it('places entries on the axis as the shared rule does, for every kind and intensity', async () => {
    const { rows } = await sql<{ type: 'emotional' | 'physical' | 'affirmation'; mood_category: 'positive' | 'neutral' | 'negative' | null; sensation: string | null; intensity: number | null; value: string | null }>`
      select type, mood_category, sensation, intensity, timeline_axis_value(type, mood_category, sensation, intensity::smallint)::text as value
      from unnest(array['emotional', 'physical', 'affirmation']) as type,
           unnest(array['positive', 'neutral', 'negative', null]) as mood_category,
           unnest(array['pleasure', 'pain', 'itching', null]) as sensation,
           unnest(array[null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) as intensity`.execute(database.db);
    expect(rows).toHaveLength(3 * 4 * 4 * 12);
    for (const row of rows) {
      const expected = axisValue(row);
      expect(row.value === null ? null : Number(row.value), JSON.stringify(row)).toEqual(expected === null ? null : expect.closeTo(expected, 9));
    }
  });

  it('lets a viewer read and answers a stranger NOT_FOUND', async () => {
    const { profile, caller } = await createJournalOwner(database.db);
    await caller.entries.add({ profileId: profile.id, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 4 } });
    const viewer = await createUser(database.db);
    await shareProfile(database.db, profile.id, viewer.id, 'viewer');
    expect((await read(callerAs(database.db, viewer), profile.id)).points).toHaveLength(1);
    const stranger = callerAs(database.db, await createUser(database.db));
    await expect(stranger.entries.timeline({ profileId: profile.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
