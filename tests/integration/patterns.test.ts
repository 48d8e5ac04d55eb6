import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/worker/db/schema';
import { createCaller } from '../../src/worker/routers';
import { asSessionUser, createTestContext } from '../support/caller';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createEntry, createProfile, createUser, shareProfile } from '../support/factories';
import { outcomeOf } from '../support/trpc-outcome';

type User = Awaited<ReturnType<typeof createUser>>;
const callerIn = (db: Kysely<Database>, user: User, timeZone: string | null) => createCaller(createTestContext(db, { ...asSessionUser(user), timeZone }));
const dayCounts = (days: { day: string; entries: number }[]) => Object.fromEntries(days.map(({ day, entries }) => [day, entries]));

describe.each(testEngines)('calendar days in the reader’s time zone (issue 36) on %s', (engine) => {
  let database: TestDatabase;
  let owner: User;
  let profileId: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    owner = await createUser(database.db);
    profileId = (await createProfile(database.db, owner.id)).id;
    const at = async (name: string, timestamp: string, fields = {}) => (ids[name] = (await createEntry(database.db, profileId, { timestamp: new Date(timestamp), ...fields })).id);
    await at('londonSpringBefore', '2026-03-28T23:30:00Z'); // 23:30 GMT on the 28th
    await at('londonSpringGmt', '2026-03-29T00:30:00Z'); // 00:30 GMT on the change day
    await at('londonSpringBst', '2026-03-29T23:30:00Z'); // 00:30 BST on the 30th, the 29th in UTC
    await at('taggedYesterday', '2026-03-31T10:00:00Z', { time_frame: 'yesterday' });
    await at('newYorkAutumnEdt', '2026-11-01T04:30:00Z'); // 00:30 EDT on the change day
    await at('newYorkAutumnLate', '2026-11-01T03:30:00Z'); // 23:30 EDT on the 31st, the 1st in UTC
    await at('newYorkAutumnEst', '2026-11-02T05:30:00Z'); // 00:30 EST on the 2nd
    await at('deleted', '2026-03-29T12:00:00Z', { deleted: true });
  });
  afterAll(() => database.dispose());

  it('Europe/London: an entry at 00:30 local on the spring change day lands on that day, and one tagged yesterday on the day before', async () => {
    const { days } = await callerIn(database.db, owner, 'Europe/London').patterns.calendar({ profileId, from: '2026-03-01', to: '2026-03-31' });
    expect(dayCounts(days)).toEqual({ '2026-03-28': 1, '2026-03-29': 1, '2026-03-30': 2 });
  });

  it('counts only the days of the range asked for, at both ends', async () => {
    const { days } = await callerIn(database.db, owner, 'Europe/London').patterns.calendar({ profileId, from: '2026-03-29', to: '2026-03-29' });
    expect(dayCounts(days)).toEqual({ '2026-03-29': 1 });
  });

  it('America/New_York: the autumn change day, with the evening before it on the 31st', async () => {
    const { days } = await callerIn(database.db, owner, 'America/New_York').patterns.calendar({ profileId, from: '2026-10-01', to: '2026-11-30' });
    expect(dayCounts(days)).toEqual({ '2026-10-31': 1, '2026-11-01': 1, '2026-11-02': 1 });
  });

  it('a shared journal is read in its reader’s zone, not its owner’s', async () => {
    const reader = await createUser(database.db);
    await shareProfile(database.db, profileId, reader.id, 'viewer');
    const { days } = await callerIn(database.db, reader, 'America/New_York').patterns.calendar({ profileId, from: '2026-03-01', to: '2026-03-31' });
    expect(dayCounts(days)).toEqual({ '2026-03-28': 2, '2026-03-29': 1, '2026-03-30': 1 });
  });

  it('a person who travels: the entries keep their instants, the days follow the account’s current zone', async () => {
    const { days } = await callerIn(database.db, owner, 'Asia/Tokyo').patterns.calendar({ profileId, from: '2026-03-01', to: '2026-03-31' });
    expect(dayCounts(days)).toEqual({ '2026-03-29': 2, '2026-03-30': 2 });
  });

  it('reads UTC days for an account with no zone yet', async () => {
    const { days } = await callerIn(database.db, owner, null).patterns.calendar({ profileId, from: '2026-03-01', to: '2026-03-31' });
    expect(dayCounts(days)).toEqual({ '2026-03-28': 1, '2026-03-29': 2, '2026-03-30': 1 });
  });

  it('filters the feed to a calendar day in the same zone', async () => {
    const page = await callerIn(database.db, owner, 'Europe/London').entries.list({ profileId, day: '2026-03-30' });
    expect(page.entries.map((entry) => entry.id).sort()).toEqual([ids.londonSpringBst, ids.taggedYesterday].sort());
    const utc = await callerIn(database.db, owner, null).entries.list({ profileId, day: '2026-03-30' });
    expect(utc.entries.map((entry) => entry.id)).toEqual([ids.taggedYesterday]);
  });

  it('refuses a malformed day or range with a readable message', async () => {
    const caller = callerIn(database.db, owner, 'Europe/London');
    for (const [from, to] of [['2026-02-30', '2026-03-01'], ['2026-03-31', '2026-03-01'], ['2020-01-01', '2026-01-01'], ["2026-01-01'", '2026-01-02']]) {
      const outcome = await outcomeOf(caller.patterns.calendar({ profileId, from: from!, to: to! }));
      expect(outcome).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});

describe.each(testEngines)('statistics over a fixture journal (issue 36) on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it("names 'work' (24 of 30 negative against 10 of 40), with its counts, and counts moods, hours and weekdays in the zone", async () => {
    const owner = await createUser(database.db);
    const profileId = (await createProfile(database.db, owner.id)).id;
    // 70 feelings over March 2026 at 18:00 UTC, 23:30 in Kolkata.
    const feelings = [
      ...Array.from({ length: 30 }, (_, index) => ({ trigger: 'work' as const, negative: index < 24 })),
      ...Array.from({ length: 40 }, (_, index) => ({ trigger: 'family' as const, negative: index < 10 })),
    ];
    for (const [index, feeling] of feelings.entries()) {
      const day = String(1 + (index % 28)).padStart(2, '0');
      await createEntry(database.db, profileId, {
        timestamp: new Date(`2026-03-${day}T18:00:00Z`),
        trigger: feeling.trigger,
        mood_category: feeling.negative ? 'negative' : 'positive',
        specific_mood: feeling.negative ? 'stressed' : 'happy',
        intensity: feeling.negative ? 8 : 4,
      });
    }
    await createEntry(database.db, profileId, { timestamp: new Date('2026-03-02T12:00:00Z'), type: 'physical', mood_category: null, specific_mood: null, sensation: 'tension', intensity: 6 });
    const stats = await callerIn(database.db, owner, 'Asia/Kolkata').patterns.statistics({ profileId, from: '2026-03-01', to: '2026-03-31' });

    expect(stats.totals).toMatchObject({ entries: 71, feelings: 70, negative: 34, positive: 36, physical: 1, activeDays: 28 });
    expect(stats.moods).toEqual([{ label: 'happy', count: 36 }, { label: 'stressed', count: 34 }]);
    expect(stats.sensations).toEqual([{ label: 'tension', count: 1 }]);
    expect(stats.byHour[23]).toMatchObject({ entries: 70, meanIntensity: (34 * 8 + 36 * 4) / 70 });
    expect(stats.byHour[18]).toMatchObject({ entries: 0, meanIntensity: null });
    expect(stats.byWeekday.reduce((sum, weekday) => sum + weekday.entries, 0)).toBe(70);
    expect(stats.streaks.longest).toBe(28);

    const work = stats.tagPatterns.find((pattern) => pattern.tag === 'trigger' && pattern.value === 'work')!;
    expect(work).toMatchObject({ named: true, with: { negative: 24, feelings: 30 }, without: { negative: 10, feelings: 40 } });
    expect(stats.tagPatterns[0]).toMatchObject({ tag: 'trigger', named: true });
    // Every feeling was logged indoors, alone, offline: nothing to compare those with.
    expect(stats.tagPatterns.some((pattern) => pattern.tag === 'location')).toBe(false);
  });
});
