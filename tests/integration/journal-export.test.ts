import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ENTRY_CSV_COLUMNS, JOURNAL_EXPORT_FORMAT } from '../../src/shared/domain/journal-export';
import { recordUpload } from '../../src/worker/db/images';
import { exportedImageKeys } from '../../src/worker/db/journal-export';
import { withAppOrigin } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { useAppOnEngine } from '../support/app-on-engine';
import { testEngines } from '../support/database';
import { createEntry, createInsight, createProfile, createUser, shareProfile } from '../support/factories';
import { makePng } from '../support/images';
import { seedEntries } from '../support/seed-entries';

describe.each(testEngines)('exporting a journal on %s', (engine) => {
  const context = useAppOnEngine(engine);

  async function journal() {
    const user = await createUser(context.database.db);
    const profile = await createProfile(context.database.db, user.id, 'Ana’s Journal');
    return { user, profileId: profile.id, cookie: await sessionCookieFor(context.database.db, user.id) };
  }
  const download = (profileId: string, format: 'zip' | 'csv', cookie?: string, query = '') =>
    context.harness.app.request(`/api/profiles/${profileId}/export.${format}${query}`, withAppOrigin({}, cookie));

  it('reads the image keys a page of entries with images at a time, in journal order, skipping entries without and deleted ones', async () => {
    const { user, profileId } = await journal();
    const keys = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const key = `uploaded-image-170000000000${n}-${profileId.slice(0, 8)}${n}.png`;
        await recordUpload(context.database.db, { key, profileId, userId: user.id, contentType: 'image/png', size: 1 });
        return key;
      }),
    );
    const onDay = (day: number) => new Date(Date.UTC(2026, 2, day, 8));
    await createEntry(context.database.db, profileId, { timestamp: onDay(3), images: [keys[1]!, keys[2]!] });
    for (const day of [1, 2, 2, 4]) await createEntry(context.database.db, profileId, { timestamp: onDay(day) });
    await createEntry(context.database.db, profileId, { timestamp: onDay(1), images: [keys[0]!] });
    await createEntry(context.database.db, profileId, { timestamp: onDay(2), images: [keys[3]!], deleted: true });

    const pages = [];
    for await (const page of exportedImageKeys(context.database.db, profileId, 1)) pages.push(page);
    expect(pages).toEqual([[keys[0]], [keys[1], keys[2]]]);
  });

  it('writes journal.json with every field, the insights and sessions, and the images as files', async () => {
    const { user, profileId, cookie } = await journal();
    const png = makePng({ width: 8, height: 8 });
    const key = `uploaded-image-1700000000001-${profileId.slice(0, 8)}1.png`;
    await context.harness.blobs.putIfAbsent(key, png, 'image/png');
    await recordUpload(context.database.db, { key, profileId, userId: user.id, contentType: 'image/png', size: png.length });
    const feeling = await createEntry(context.database.db, profileId, {
      timestamp: new Date('2026-03-29T00:30:00Z'),
      notes: 'A **bold** day, "quoted", with a comma',
      trigger: 'work',
      images: [key],
    });
    const sensation = await createEntry(context.database.db, profileId, {
      timestamp: new Date('2026-03-29T01:30:00Z'),
      type: 'physical',
      mood_category: null,
      specific_mood: null,
      sensation: 'tension',
      body_region: 'head',
      specific_body_region: 'forehead',
      intensity: 3,
    });
    await createEntry(context.database.db, profileId, { deleted: true, notes: 'deleted, so not exported' });
    await createInsight(context.database.db, profileId, [feeling.id]);

    const response = await download(profileId, 'zip', cookie, '?timeZone=Europe/Berlin');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="attune-ana-s-journal-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([`images/${key}`, 'journal.json']);
    expect(Buffer.from(files[`images/${key}`]!)).toEqual(png);

    const document = JSON.parse(strFromU8(files['journal.json']!));
    expect(document).toMatchObject({ format: JOURNAL_EXPORT_FORMAT, version: 1, time_zone: 'Europe/Berlin', profile: { name: 'Ana’s Journal' } });
    expect(document.entries.map((entry: { id: string }) => entry.id)).toEqual([feeling.id, sensation.id]);
    expect(document.entries[0]).toEqual({
      id: feeling.id,
      timestamp: '2026-03-29T01:30:00.000+01:00',
      type: 'emotional',
      mood_category: 'positive',
      specific_mood: 'happy',
      sensation: null,
      body_region: null,
      specific_body_region: null,
      intensity: 5,
      trigger: 'work',
      location: 'indoor',
      social: 'alone',
      environment: 'offline',
      time_frame: 'recent',
      notes: 'A **bold** day, "quoted", with a comma',
      images: [key],
      body_side: null,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/),
    });
    expect(document.entries[1]).toMatchObject({ timestamp: '2026-03-29T03:30:00.000+02:00', sensation: 'tension', specific_body_region: 'forehead', images: [] });
    expect(document.insights).toHaveLength(1);
    expect(document.insights[0].related_entries).toEqual([feeling.id]);
    expect(document.exercise_sessions).toEqual([]);
  });

  it('writes a CSV spreadsheets open: a BOM, a header row in a fixed order, RFC 4180 quoting, no formulas', async () => {
    const { profileId, cookie } = await journal();
    await createEntry(context.database.db, profileId, { timestamp: new Date('2026-01-02T03:04:05Z'), notes: 'Line one\nline "two", and more' });
    await createEntry(context.database.db, profileId, { timestamp: new Date('2026-01-03T03:04:05Z'), notes: '=HYPERLINK("http://evil.example")' });
    await createEntry(context.database.db, profileId, { timestamp: new Date('2026-01-04T03:04:05Z'), notes: '@SUM(1)\r\nplanted by an editor' });
    const shoulder = { type: 'physical', mood_category: null, specific_mood: null, sensation: 'pain', body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left' } as const;
    await createEntry(context.database.db, profileId, { timestamp: new Date('2026-01-05T03:04:05Z'), ...shoulder, intensity: 8 });

    const response = await download(profileId, 'csv', cookie);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes); // drops the BOM, as spreadsheets do
    expect(text.split('\r\n')[0]).toBe(ENTRY_CSV_COLUMNS.join(','));
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((row) => row.notes)).toEqual(['Line one\nline "two", and more', '\'=HYPERLINK("http://evil.example")', "'@SUM(1)\r\nplanted by an editor", '']);
    // issue 38: the side comes last, so the earlier columns keep their places
    expect(ENTRY_CSV_COLUMNS.slice(-2)).toEqual(['updated_at', 'body_side']);
    expect(rows[3]).toMatchObject({ body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left', intensity: '8' });
    expect(rows[0]).toMatchObject({ body_side: '' });
    expect(rows[0]).toMatchObject({ timestamp: '2026-01-02T03:04:05.000+00:00', type: 'emotional', intensity: '5', images: '' });
  });

  it('streams a long journal page by page, in order, each entry once, whatever the precision of its times', async () => {
    const { profileId, cookie } = await journal();
    await seedEntries(context.database.db, profileId, 1, 1234); // times with microseconds, which JavaScript dates drop
    const stored = await context.database.db.selectFrom('wellness_entries').select('id').where('profile_id', '=', profileId).orderBy('timestamp').orderBy('id').execute();
    const document = JSON.parse(strFromU8(unzipSync(new Uint8Array(await (await download(profileId, 'zip', cookie)).arrayBuffer()))['journal.json']!));
    expect(document.entries.map((entry: { id: string }) => entry.id)).toEqual(stored.map((row) => row.id));
    expect(stored).toHaveLength(1234);
  });

  it('lets a viewer export, records it in the access log, and answers others as if the journal did not exist', async () => {
    const { profileId } = await journal();
    const viewer = await createUser(context.database.db);
    await shareProfile(context.database.db, profileId, viewer.id, 'viewer');
    expect((await download(profileId, 'csv', await sessionCookieFor(context.database.db, viewer.id))).status).toBe(200);
    await expect.poll(() => context.database.db.selectFrom('profile_reads').select('kind').where('profile_id', '=', profileId).execute()).toEqual([{ kind: 'export' }]);

    const stranger = await createUser(context.database.db);
    const refused = await download(profileId, 'zip', await sessionCookieFor(context.database.db, stranger.id));
    const missing = await download('00000000-0000-4000-8000-000000000000', 'zip', await sessionCookieFor(context.database.db, stranger.id));
    expect([refused.status, await refused.json()]).toEqual([missing.status, await missing.json()]);
    expect(refused.status).toBe(404);
    expect((await download(profileId, 'zip')).status).toBe(401);
  });

  it('refuses an unknown time zone with a readable message', async () => {
    const { profileId, cookie } = await journal();
    const response = await download(profileId, 'csv', cookie, '?timeZone=Mars%2FOlympus');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'That time zone is not known. Use an IANA name such as Europe/Berlin.' } });
  });
});
