import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntrySchema } from '../../src/shared/schemas/entries';
import { insertImportedEntries } from '../../src/worker/db/journal-import';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createEntry } from '../support/factories';
import { createJournalOwner, signInAsJournalOwner } from '../support/journal';
import { seedSearchableEntries } from '../support/search-seed';

type Owner = Awaited<ReturnType<typeof createJournalOwner>>;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(testEngines)('searching a journal on %s', (engine) => {
  let database: TestDatabase;
  let owner: Owner;
  const search = (query: string, more: Record<string, unknown> = {}) => owner.caller.entries.search({ profileId: owner.profile.id, query, ...more });
  const notesFound = async (query: string, more: Record<string, unknown> = {}) => (await search(query, more)).entries.map((entry) => entry.notes);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    owner = await createJournalOwner(database.db);
    const add = (minutes: number, fields: Parameters<typeof createEntry>[2]) => createEntry(database.db, owner.profile.id, { timestamp: minutesAgo(minutes), ...fields });
    await add(1, { notes: 'A long **walk** by the river with Anna' });
    await add(2, { notes: 'Café au lait, naïve Müller', trigger: 'work' });
    await add(3, { notes: 'Прогулка у реки, 東京タワー', specific_mood: 'calm', mood_category: 'neutral' });
    await add(4, { type: 'physical', mood_category: null, specific_mood: null, sensation: 'tingling', body_region: 'arms', specific_body_region: 'wrists', notes: null });
    await add(7, { type: 'physical', mood_category: null, specific_mood: null, sensation: 'pain', body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left', notes: null });
    await add(5, { type: 'affirmation', mood_category: null, specific_mood: null, intensity: null, notes: 'I am walking my own path' });
    await add(6, { notes: 'Walked to work, rain', trigger: 'work', social: 'withOthers', deleted: true });
  });
  afterAll(() => database.dispose());

  describe('words', () => {
    it('finds a word of the notes as it is typed, whatever its case, and not a deleted entry', async () => {
      expect(await notesFound('wal')).toEqual(['A long **walk** by the river with Anna', 'I am walking my own path']);
      expect(await notesFound('WALK')).toEqual(['A long **walk** by the river with Anna', 'I am walking my own path']);
      expect(await notesFound('rain')).toEqual([]);
    });

    it('needs every word, each the beginning of a word of the entry', async () => {
      expect(await notesFound('walk riv')).toEqual(['A long **walk** by the river with Anna']);
      expect(await notesFound('walk lait')).toEqual([]);
      expect(await notesFound('alk')).toEqual([]);
    });

    it('finds words of any language; accents are kept, so café is not cafe', async () => {
      expect(await notesFound('caf')).toEqual(['Café au lait, naïve Müller']);
      expect(await notesFound('müll')).toEqual(['Café au lait, naïve Müller']);
      expect(await notesFound('cafe')).toEqual([]);
      expect(await notesFound('ПРОГУЛ')).toEqual(['Прогулка у реки, 東京タワー']);
      expect(await notesFound('東京')).toEqual(['Прогулка у реки, 東京タワー']);
    });

    it('finds the mood, the sensation and where it was felt, on which side', async () => {
      expect(await notesFound('calm')).toEqual(['Прогулка у реки, 東京タワー']);
      expect((await search('tingl')).entries.map((entry) => entry.sensation)).toEqual(['tingling']);
      expect((await search('wrist')).entries.map((entry) => entry.specific_body_region)).toEqual(['wrists']);
      const placesFound = async (query: string) => (await search(query)).entries.map(({ sensation, body_side, specific_body_region }) => `${sensation} ${body_side} ${specific_body_region}`);
      expect(await placesFound('left shoulder')).toEqual(['pain left shoulders']);
      expect(await placesFound('right shoulder')).toEqual([]);
    });

    it('answers a search of no words, or of tsquery syntax and SQL, with nothing or by its words', async () => {
      for (const query of ['', '   ', '!&|():*', "'", '\\']) expect(await search(query)).toEqual({ entries: [], nextCursor: null });
      expect(await notesFound("walk' | 'rain")).toEqual([]);
      expect(await notesFound("anna'); drop table wellness_entries; --")).toEqual([]);
      expect(await notesFound('anna:* | !walk')).toEqual(['A long **walk** by the river with Anna']);
    });
  });

  describe('filters', () => {
    it('narrows by type, mood, tag and date range', async () => {
      expect(await notesFound('walk', { type: 'affirmation' })).toEqual(['I am walking my own path']);
      expect(await notesFound('東京', { moodCategory: 'neutral' })).toEqual(['Прогулка у реки, 東京タワー']);
      expect(await notesFound('東京', { moodCategory: 'positive' })).toEqual([]);
      expect(await notesFound('a', { mood: 'happy', tags: { trigger: 'work' } })).toEqual(['Café au lait, naïve Müller']);
      const from = minutesAgo(2.5).toISOString();
      const to = minutesAgo(1.5).toISOString();
      expect(await notesFound('a', { from, to })).toEqual(['Café au lait, naïve Müller']);
    });
  });

  it('pages newest first by the cursor of the last entry, each entry once', async () => {
    const { profile, caller } = await createJournalOwner(database.db);
    for (let minutes = 1; minutes <= 5; minutes++) await createEntry(database.db, profile.id, { timestamp: minutesAgo(minutes), notes: `Sunny day ${minutes}` });
    const seen: string[] = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof caller.entries.search>> = await caller.entries.search({ profileId: profile.id, query: 'sun', limit: 2, cursor });
      seen.push(...page.entries.map((entry) => entry.notes ?? ''));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Sunny day 1', 'Sunny day 2', 'Sunny day 3', 'Sunny day 4', 'Sunny day 5']);
  });

  it('finds the older matches beyond the newest thousand entries, in order across pages', async () => {
    const { profile, caller } = await createJournalOwner(database.db);
    await seedSearchableEntries(database.db, profile.id, 1, 1_500);
    const topics = async (query: string, limit = 20) => {
      const found: string[] = [];
      let cursor = null;
      do {
        const page: Awaited<ReturnType<typeof caller.entries.search>> = await caller.entries.search({ profileId: profile.id, query, limit, cursor });
        found.push(...page.entries.map((entry) => entry.notes!.split(' ').at(-1)!));
        cursor = page.nextCursor;
      } while (cursor);
      return found;
    };
    expect(await topics('topic1234')).toEqual(['topic1234']);
    // topic12, topic120 to 129 and topic1200 to 1299, newest (the smallest number) first
    const expected = [12, ...Array.from({ length: 10 }, (_, i) => 120 + i), ...Array.from({ length: 100 }, (_, i) => 1200 + i)].map((n) => `topic${n}`);
    expect(await topics('topic12')).toEqual(expected);
    expect(await topics('topic12', 50)).toEqual(expected);
  });

  it('keeps the words current when notes change, and finds entries imported many to a statement', async () => {
    const { profile, caller, user } = await createJournalOwner(database.db);
    const entry = await caller.entries.add({ profileId: profile.id, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', notes: 'first words' } });
    await caller.entries.update({ profileId: profile.id, id: entry.id, patch: { notes: 'second thoughts' } });
    const imported = ['bicycle ride', 'bicycle repair'].map((notes, index) => ({
      id: `imported-entry-${String(index).padStart(6, '0')}`,
      timestamp: minutesAgo(10 + index),
      entry: newEntrySchema.parse({ type: 'emotional', mood_category: 'positive', specific_mood: 'happy', notes }),
    }));
    await database.db.transaction().execute((trx) => insertImportedEntries(trx, profile.id, user.id, imported));
    const found = async (query: string) => (await caller.entries.search({ profileId: profile.id, query })).entries.map((e) => e.notes);
    expect(await found('first')).toEqual([]);
    expect(await found('second')).toEqual(['second thoughts']);
    expect(await found('bicy')).toEqual(['bicycle ride', 'bicycle repair']);
  });

  it('refuses a malformed search in plain words', async () => {
    const { client, profile } = await signInAsJournalOwner(database);
    const refused = (input: Record<string, unknown>) =>
      client.entries.search.query({ profileId: profile.id, query: 'walk', ...input } as never).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
    expect(await refused({ query: 'x'.repeat(201) })).toBe('A search can be at most 200 characters.');
    expect(await refused({ from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' })).toBe('The end of the date range must come after its start.');
    expect(await refused({ from: 'yesterday' })).toBe('Dates must be ISO 8601 date-times, such as 2025-01-31T00:00:00Z.');
    expect(await refused({ mood: 'ecstatic' })).toBe('Choose a mood from the list.');
  });
});
