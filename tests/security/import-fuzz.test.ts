import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_EXPORT_FORMAT, JOURNAL_EXPORT_VERSION } from '../../src/shared/domain/journal-export';
import { createTestApp, withAppOrigin } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { unreadableParts } from '../support/readable-refusal';
import { createTableSnapshotter, type TableSnapshot } from '../support/table-snapshot';

const SEED = 20_231_124;
const RUNS = 60;
const DEEP = 5_000;
const MEGABYTE = 1024 * 1024;

const DAYLIO_HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';
const journalJson = (entries: string) => `{"format":"${JOURNAL_EXPORT_FORMAT}","version":${JOURNAL_EXPORT_VERSION},"entries":${entries}}`;
const anEntry = '{"id":"abcdefghijklmnopqrstu","timestamp":"2026-05-01T08:00:00Z","type":"emotional","mood_category":"positive","specific_mood":"content"}';

/** Bytes that are not UTF-8: a lone continuation byte, an overlong form, a cut-off sequence, UTF-16 surrogates. */
const NOT_UTF8 = [0x80, 0xc0, 0xaf, 0xe2, 0x82, 0xed, 0xa0, 0x80, 0xff, 0xfe];
const withBytes = (text: string, bytes: number[], at: number) => {
  const encoded = strToU8(text);
  const cut = Math.min(at, encoded.length);
  return new Uint8Array([...encoded.subarray(0, cut), ...bytes, ...encoded.subarray(cut)]);
};

const LOCAL_HEADER_SIZES = { compressed: 18, unpacked: 22 };
const CENTRAL_HEADER_SIZES = { compressed: 20, unpacked: 24 };
/** The offset of the central directory's first record, found by its signature. */
const centralDirectoryAt = (zip: Uint8Array) => zip.findIndex((_, i) => zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 0x01 && zip[i + 3] === 0x02);

/** An export ZIP whose headers state sizes other than the real ones, in the local header, the central directory or both. */
function zipWithLyingSizes(declared: number, where: 'local' | 'central' | 'both', field: 'compressed' | 'unpacked', stored: boolean) {
  const zip = zipSync({ 'journal.json': strToU8(journalJson(`[${anEntry}]`)) }, { level: stored ? 0 : 6 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  if (where !== 'central') view.setUint32(LOCAL_HEADER_SIZES[field], declared, true);
  if (where !== 'local') view.setUint32(centralDirectoryAt(zip) + CENTRAL_HEADER_SIZES[field], declared, true);
  return zip;
}

const validZip = () => zipSync({ 'journal.json': strToU8(journalJson(`[${anEntry}]`)) });

/**
 * Files an import must refuse, each broken by construction. A ZIP whose sizes lie may instead be
 * read for what it really holds (deflate data says where it ends), and then only as that journal.
 */
const malformedFile: fc.Arbitrary<{ name: string; bytes: Uint8Array; mayReadAsValid?: true }> = fc.oneof(
  fc.constantFrom(
    { name: 'deep-array.json', bytes: strToU8(`{"entries":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`) },
    { name: 'deep-entries.json', bytes: strToU8(journalJson(`[${'['.repeat(DEEP)}${']'.repeat(DEEP)}]`)) },
    { name: 'deep-entry.json', bytes: strToU8(journalJson(`[{"id":${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}}]`)) },
    { name: 'cut.json', bytes: strToU8(journalJson(`[${anEntry}`)) },
    { name: 'huge-notes.json', bytes: strToU8(journalJson(`[${anEntry.replace('}', `,"notes":"${'x'.repeat(MEGABYTE)}"}`)}]`)) },
    { name: 'nul.json', bytes: strToU8(journalJson(`[${anEntry.replace('}', ',"notes":"a\\u0000b"}')}]`)) },
    { name: 'huge.csv', bytes: strToU8(`${DAYLIO_HEADER}\n2026-03-02,March 2,Monday,9:05 PM,rad,work,,"${'x'.repeat(2 * MEGABYTE)}"\n`) },
    { name: 'open-quote.csv', bytes: strToU8(`${DAYLIO_HEADER}\n2026-03-02,March 2,Monday,9:05 PM,rad,work,,"never closed\n`) },
    { name: 'wide.csv', bytes: strToU8(`${DAYLIO_HEADER}\n${Array.from({ length: 10_000 }, () => 'x').join(',')}\n`) },
    { name: 'sql.csv', bytes: strToU8(`${DAYLIO_HEADER}\n2026-03-02,March 2,Monday,"'; drop table entries; --",rad,work,,\n`) },
    { name: 'no-journal.zip', bytes: zipSync({ 'notes.txt': strToU8('hello') }) },
    { name: 'deep-insight.json', bytes: strToU8(`{"format":"${JOURNAL_EXPORT_FORMAT}","version":${JOURNAL_EXPORT_VERSION},"entries":[],"insights":[{"id":"7f0c2a4e-1b9d-4c3e-8a5f-2d6b9e0a1c3f","pattern_type":"x","title":"An insight","description":"","strength":"weak","category":"mood_pattern","related_entries":[],"action_steps":[],"created_at":"2026-05-01T08:00:00Z","data":${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}}]}`) },
  ),
  fc.record({ at: fc.nat({ max: 200 }), csv: fc.boolean() }).map(({ at, csv }) => ({
    name: csv ? 'not-utf8.csv' : 'not-utf8.json',
    bytes: withBytes(csv ? `${DAYLIO_HEADER}\n2026-03-02,March 2,Monday,9:05 PM,rad,work,,note\n` : journalJson(`[${anEntry}]`), NOT_UTF8, at),
  })),
  fc
    .record({
      declared: fc.oneof(fc.constantFrom(0, 1, 0xffffffff, 65 * MEGABYTE), fc.nat({ max: 2 ** 32 - 1 })),
      where: fc.constantFrom('local' as const, 'central' as const, 'both' as const),
      field: fc.constantFrom('compressed' as const, 'unpacked' as const),
      stored: fc.boolean(),
    })
    .filter(({ declared, stored }) => declared !== validZip().length && !(stored && declared === journalJson(`[${anEntry}]`).length))
    .map(({ declared, where, field, stored }) => ({
      name: `lying-${where}-${field}.zip`,
      bytes: zipWithLyingSizes(declared, where, field, stored),
      mayReadAsValid: true as const,
    })),
  fc.nat().map((cut) => {
    const zip = validZip();
    return { name: 'truncated.zip', bytes: zip.subarray(0, 4 + (cut % (zip.length - 26))) };
  }),
);

const PROTOTYPE_NAMES = ['toString', 'constructor', 'valueOf', '__proto__', 'hasOwnProperty'];
/** A CSV cell: real Daylio values, names every object has, quotes, separators, line breaks, or any text. */
const csvCell = fc.oneof(
  fc.constantFrom('2026-03-02', 'March 2', 'Monday', '9:05 PM', '21:05', 'rad', 'awful', 'work | family', '', '"', '""', ',', '\n', '<br>', '=1+1', ...PROTOTYPE_NAMES),
  fc.string({ maxLength: 20 }),
);
const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const orAny = <T extends string>(...values: T[]) => fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 3 }, { arbitrary: csvCell, weight: 1 });
/** A record that is mostly Daylio's own shape, so its moods and activities reach the mapping; or any cells. */
const csvRow = fc
  .oneof(
    fc.tuple(
      orAny('2026-03-02', '2024-02-29'),
      orAny('March 2'),
      orAny('Monday'),
      orAny('9:05 PM', '21:05'),
      orAny('rad', 'meh', 'Anxious', ...PROTOTYPE_NAMES),
      fc.array(orAny('work', 'friends', ...PROTOTYPE_NAMES), { maxLength: 4 }).map((names) => names.join(' | ')),
      csvCell,
      csvCell,
    ),
    fc.array(csvCell, { minLength: 1, maxLength: 10 }),
  )
  .map((cells) => cells.map(quoted).join(','));
const generatedCsv = fc.array(csvRow, { maxLength: 8 }).map((rows) => ({ name: 'generated.csv', bytes: strToU8([DAYLIO_HEADER, ...rows].join('\n')) }));

/** An entry with some fields replaced by any JSON, or any JSON in its place. */
const jsonEntry = fc.oneof(
  fc.record({ field: fc.constantFrom('id', 'timestamp', 'type', 'mood_category', 'specific_mood', 'intensity', 'notes', 'images', ...PROTOTYPE_NAMES), value: fc.jsonValue({ maxDepth: 3 }) }).map(({ field, value }) => ({ ...(JSON.parse(anEntry) as object), [field]: value })),
  fc.jsonValue({ maxDepth: 3 }),
);
const jsonInsight = fc.jsonValue({ maxDepth: 4 }).map((data) => ({ id: '7f0c2a4e-1b9d-4c3e-8a5f-2d6b9e0a1c3f', pattern_type: 'x', title: 'An insight', description: '', strength: 'weak', category: 'mood_pattern', related_entries: [], action_steps: [], data, created_at: '2026-05-01T08:00:00Z' }));
const generatedJson = fc
  .record({ entries: fc.array(jsonEntry, { maxLength: 5 }), insights: fc.array(fc.oneof(jsonInsight, fc.jsonValue({ maxDepth: 2 })), { maxLength: 2 }) })
  .map(({ entries, insights }) => ({ name: 'generated.json', bytes: strToU8(JSON.stringify({ format: JOURNAL_EXPORT_FORMAT, version: JOURNAL_EXPORT_VERSION, entries, insights })) }));

/** A ZIP of generated journal.json and files named like images or not, deflated or stored, perhaps with a byte changed. */
const generatedZip = fc
  .record({
    journal: generatedJson,
    others: fc.dictionary(fc.oneof(fc.constantFrom('images/a.png', 'images/', 'journal.json/x', '../x'), fc.string({ maxLength: 12 })), fc.uint8Array({ maxLength: 64 }), { maxKeys: 3 }),
    level: fc.constantFrom(0 as const, 6 as const),
    flip: fc.option(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) })),
  })
  .map(({ journal, others, level, flip }) => {
    const zip = zipSync({ ...others, 'journal.json': journal.bytes }, { level });
    if (flip) zip[flip.at % zip.length] = flip.value;
    return { name: 'generated.zip', bytes: zip };
  });

describe.each(testEngines)('importing malformed files on %s', (engine) => {
  let database: TestDatabase;
  let testApp: ReturnType<typeof createTestApp>;
  let snapshotTables: () => Promise<TableSnapshot>;
  let owner: { profileId: string; cookie: string };
  let validPreview: unknown;
  const preview = (name: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    return testApp.app.request(`/api/profiles/${owner.profileId}/import?step=preview`, withAppOrigin({ method: 'POST', body: form }, owner.cookie));
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    testApp = createTestApp(database);
    snapshotTables = await createTableSnapshotter(database.db);
    const user = await createUser(database.db);
    owner = { profileId: (await createProfile(database.db, user.id)).id, cookie: await sessionCookieFor(database.db, user.id) };
    validPreview = await (await preview('valid.zip', validZip())).json();
  });
  afterAll(() => database.dispose());

  it('refuses each with a 4xx and a readable message (or reads a lying ZIP for what it holds), and changes no row', async () => {
    const details = await fc.check(
      fc.asyncProperty(malformedFile, async ({ name, bytes, mayReadAsValid }) => {
        const before = await snapshotTables();
        const response = await preview(name, bytes);
        const body = (await response.json()) as { error?: { message?: unknown } };
        const about = `${name} (${bytes.length} bytes): ${response.status} ${JSON.stringify(body).slice(0, 300)}`;
        if (mayReadAsValid && response.status === 200) {
          expect(body, about).toEqual(validPreview);
        } else {
          expect(response.status, about).toBeGreaterThanOrEqual(400);
          expect(response.status, about).toBeLessThan(500);
          expect(unreadableParts(body.error?.message), about).toEqual([]);
        }
        expect(await snapshotTables(), `${about}: rows changed`).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    if (details.failed) throw details.errorInstance;
  }, 180_000);

  it('answers every generated CSV, JSON and ZIP file with a 200 or a readable 4xx, never a 500', async () => {
    const details = await fc.check(
      fc.asyncProperty(fc.oneof(generatedCsv, generatedJson, generatedZip), async ({ name, bytes }) => {
        const response = await preview(name, bytes);
        const body = (await response.json()) as { error?: { message?: unknown } };
        const about = `${name} (${bytes.length} bytes): ${response.status} ${JSON.stringify(body).slice(0, 300)}`;
        expect(response.status, about).toBeLessThan(500);
        if (response.status !== 200) expect(unreadableParts(body.error?.message), about).toEqual([]);
      }),
      { seed: SEED, numRuns: 3 * RUNS, endOnFailure: true },
    );
    if (details.failed) throw details.errorInstance;
  }, 180_000);
});
