import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_VALUES } from '../../src/shared/domain/entries';
import { createTestApp, withAppOrigin } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createEntry, createInsight, createProfile, createUser } from '../support/factories';
import { makePng } from '../support/images';
import { setEventCount } from '../support/journal';

const ENTRY_FIELDS = ['id', 'timestamp', 'type', 'mood_category', 'specific_mood', 'sensation', 'body_region', 'specific_body_region', 'body_side', 'intensity', 'trigger', 'location', 'social', 'environment', 'time_frame', 'notes'] as const;

describe.each(testEngines)('importing an Attune export on %s', (engine) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let from: ReturnType<typeof createTestApp>;
  let into: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    [source, target] = await Promise.all([createTestDatabase(engine), createTestDatabase(engine)]);
    [from, into] = [createTestApp(source), createTestApp(target)];
  });
  afterAll(async () => {
    await Promise.all([source.dispose(), target.dispose()]);
  });

  async function journal(database: TestDatabase, name = 'Journal') {
    const user = await createUser(database.db);
    const profile = await createProfile(database.db, user.id, name);
    await setEventCount(database.db, user.id, 0, 'pro');
    return { user, profileId: profile.id, cookie: await sessionCookieFor(database.db, user.id) };
  }

  /** A journal with every entry type, every tag value, Markdown notes, a photo, an insight and a session; its export. */
  async function exportedJournal() {
    const owner = await journal(source, 'Everything');
    const form = new FormData();
    form.append('file', new File([makePng({ width: 12, height: 9, metadata: true })], 'photo.png', { type: 'image/png' }));
    const uploaded = await from.app.request(`/api/images?profileId=${owner.profileId}&source=file`, withAppOrigin({ method: 'POST', body: form }, owner.cookie));
    const { key } = (await uploaded.json()) as { key: string };
    let minute = Date.parse('2026-05-01T08:00:00.123Z');
    const at = () => new Date((minute += 60_000));
    const ids: string[] = [];
    for (const [tag, values] of Object.entries(TAG_VALUES)) {
      for (const value of values) ids.push((await createEntry(source.db, owner.profileId, { timestamp: at(), [tag]: value, notes: `**${tag}** is _${value}_\n\n- a list` })).id);
    }
    ids.push((await createEntry(source.db, owner.profileId, { timestamp: at(), type: 'physical', mood_category: null, specific_mood: null, sensation: 'tingling', body_region: 'arms', specific_body_region: 'wrists', body_side: 'left', intensity: 2 })).id);
    ids.push((await createEntry(source.db, owner.profileId, { timestamp: at(), type: 'affirmation', mood_category: null, specific_mood: null, intensity: null, notes: 'I am enough.' })).id);
    ids.push((await createEntry(source.db, owner.profileId, { timestamp: at(), images: [key], notes: 'With a photo' })).id);
    await createInsight(source.db, owner.profileId, ids.slice(0, 3));
    await source.db.insertInto('exercise_sessions').values({ profile_id: owner.profileId, started_at: at(), duration_seconds: 95, phase_reached: 'installation', source_entry_id: ids[0], distress_before: 7, distress_after: 3 }).execute();
    const zip = new Uint8Array(await (await from.app.request(`/api/profiles/${owner.profileId}/export.zip`, withAppOrigin({}, owner.cookie))).arrayBuffer());
    return { owner, zip, key };
  }

  const upload = (profileId: string, cookie: string, bytes: Uint8Array, step: 'preview' | 'commit', name = 'attune.zip') => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    return into.app.request(`/api/profiles/${profileId}/import?step=${step}`, withAppOrigin({ method: 'POST', body: form }, cookie));
  };
  const entriesOf = (database: TestDatabase, profileId: string) =>
    database.db.selectFrom('wellness_entries').select([...ENTRY_FIELDS, 'images']).where('profile_id', '=', profileId).orderBy('timestamp').execute();

  it('round-trips a journal into an empty profile field by field, photos byte-equal, and adds nothing the second time', async () => {
    const { owner, zip, key } = await exportedJournal();
    const empty = await journal(target);

    const preview = await upload(empty.profileId, empty.cookie, zip, 'preview');
    expect(await preview.json()).toMatchObject({ entries: 16, newEntries: 16, alreadyThere: 0, images: 1, imagesMissing: 0, insights: 1, exerciseSessions: 1, room: null, fits: true });
    expect(await entriesOf(target, empty.profileId)).toEqual([]); // a preview writes nothing

    expect((await upload(empty.profileId, empty.cookie, zip, 'commit')).status).toBe(200);
    const original = await entriesOf(source, owner.profileId);
    const imported = await entriesOf(target, empty.profileId);
    const fields = (rows: typeof original) => rows.map(({ images: _images, ...row }) => row);
    expect(fields(imported)).toEqual(fields(original));
    const newKey = imported.at(-1)!.images![0]!;
    expect(newKey).not.toBe(key);
    const bytes = async (app: typeof from, cookie: string, imageKey: string) => Buffer.from(await (await app.app.request(`/api/images/${imageKey}`, withAppOrigin({}, cookie))).arrayBuffer());
    expect(await bytes(into, empty.cookie, newKey)).toEqual(await bytes(from, owner.cookie, key));

    const insight = await target.db.selectFrom('user_insights').select(['related_entries', 'title']).where('profile_id', '=', empty.profileId).executeTakeFirstOrThrow();
    expect(insight.related_entries).toEqual(original.slice(0, 3).map((row) => row.id));
    const session = await target.db.selectFrom('exercise_sessions').select(['source_entry_id', 'distress_before', 'distress_after']).where('profile_id', '=', empty.profileId).execute();
    expect(session).toEqual([{ source_entry_id: original[0]!.id, distress_before: 7, distress_after: 3 }]);

    const again = await upload(empty.profileId, empty.cookie, zip, 'commit');
    expect(await again.json()).toMatchObject({ newEntries: 0, alreadyThere: 16, insights: 0, exerciseSessions: 0 });
    expect(await entriesOf(target, empty.profileId)).toHaveLength(16);
  });

  it('imports a file into a second profile of the same database under new ids, once', async () => {
    const { owner, zip } = await exportedJournal();
    const second = await createProfile(source.db, owner.user.id, 'Copy');
    const importHere = (step: 'commit') => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(zip)], 'attune.zip'));
      return from.app.request(`/api/profiles/${second.id}/import?step=${step}`, withAppOrigin({ method: 'POST', body: form }, owner.cookie));
    };
    expect((await importHere('commit')).status).toBe(200);
    expect(await (await importHere('commit')).json()).toMatchObject({ newEntries: 0, alreadyThere: 16 });
    const copies = await entriesOf(source, second.id);
    expect(copies).toHaveLength(16);
    expect(copies.map((row) => row.notes)).toEqual((await entriesOf(source, owner.profileId)).map((row) => row.notes));
    expect(await entriesOf(source, owner.profileId)).toHaveLength(16); // the original is untouched
  });

  it('names the first bad record of a bad file, and writes nothing', async () => {
    const empty = await journal(target);
    const document = {
      format: 'attune-journal',
      version: 1,
      entries: [
        { id: 'aaaaaaaaaaaaaaaaaaaaa', timestamp: '2026-05-01T10:00:00+02:00', type: 'affirmation', notes: 'Fine' },
        { id: 'bbbbbbbbbbbbbbbbbbbbb', timestamp: '2026-05-01T11:00:00+02:00', type: 'emotional', mood_category: 'positive', specific_mood: 'furious' },
      ],
    };
    const refused = await upload(empty.profileId, empty.cookie, strToU8(JSON.stringify(document)), 'commit', 'journal.json');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { message: 'Entries record 2: Choose a mood from the list.' } });
    expect(await entriesOf(target, empty.profileId)).toEqual([]);

    const notOurs = await upload(empty.profileId, empty.cookie, zipSync({ 'notes.txt': strToU8('hello') }), 'preview');
    expect(await notOurs.json()).toEqual({ error: { message: 'This ZIP file has no journal.json: it is not an Attune export.' } });
    // A ZIP bomb: 80 MB of spaces packs into well under 1 MB, and is refused by its declared size before it is unpacked.
    const bomb = zipSync({ 'journal.json': new Uint8Array(80 * 1024 * 1024).fill(32) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await (await upload(empty.profileId, empty.cookie, bomb, 'preview')).json()).toEqual({
      error: { message: 'This ZIP file unpacks to more than an import can take (96 MB). Export the journal in parts.' },
    });
    const broken = await upload(empty.profileId, empty.cookie, strToU8('{"format": "attune-journal", '), 'preview', 'journal.json');
    // in words for a person, not the parser's ("Expected ',' or '}' after property value…")
    expect(await broken.json()).toEqual({ error: { message: 'journal.json is not valid JSON: the file is damaged or was changed after the export.' } });
  });

  it('says before writing anything that an import would pass the free limit', async () => {
    const { zip } = await exportedJournal();
    const free = await journal(target);
    await setEventCount(target.db, free.user.id, 90, 'free');
    expect(await (await upload(free.profileId, free.cookie, zip, 'preview')).json()).toMatchObject({ newEntries: 16, room: 10, fits: false });
    const refused = await upload(free.profileId, free.cookie, zip, 'commit');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { message: 'This import adds 16 entries, but your free plan has room for 10 more. Upgrade to Pro, or import a smaller file. Nothing was imported.', reason: 'EVENT_LIMIT_REACHED' },
    });
    expect(await entriesOf(target, free.profileId)).toEqual([]);
    expect(await target.db.selectFrom('plans').select('event_count').where('user_id', '=', free.user.id).executeTakeFirstOrThrow()).toEqual({ event_count: 90 });
  });
});
