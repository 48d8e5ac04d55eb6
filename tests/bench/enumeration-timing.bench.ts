import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import '../support/codec-wasm'; // the in-process app makes the photo's renditions on this thread, with the Node host's codecs
import { createTestApp, withAppOrigin } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { createTestDatabase, type TestEngine } from '../support/database';
import { createEntry, createProfile, createUser } from '../support/factories';
import { makePng } from '../support/images';
import { median, report } from './measure';

/** Calls per side: a warm-up of CALLS_PER_ROUND, then ROUNDS times as many measured. */
const ROUNDS = 8;
const CALLS_PER_ROUND = 40;
/** "The same time, within noise": at most 0.5 ms apart, or 10% of the answer for an id that does not exist if that is more. */
const ABSOLUTE_NOISE_MS = 0.5;
const RELATIVE_NOISE = 0.1;

type App = ReturnType<typeof createTestApp>['app'];
/** One request naming either another account's id or one that does not exist. */
type Probe = (ids: 'theirs' | 'nowhere') => [path: string, init: RequestInit];

async function timedMs(app: App, [path, init]: [string, RequestInit]) {
  const started = performance.now();
  const response = await app.request(path, init);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 404) throw new Error(`${path} answered ${response.status}, not 404`);
  return elapsed;
}

/** p50 of each side, the two alternating call by call so drift hits both alike; the first round warms up. */
async function alternatingMedians(app: App, probe: Probe) {
  const samples = { theirs: [] as number[], nowhere: [] as number[] };
  for (let call = 0; call < (ROUNDS + 1) * CALLS_PER_ROUND; call += 1) {
    for (const side of ['theirs', 'nowhere'] as const) {
      const time = await timedMs(app, probe(side));
      if (call >= CALLS_PER_ROUND) samples[side].push(time);
    }
  }
  return { theirs: median(samples.theirs), nowhere: median(samples.nowhere) };
}

/**
 * Whether a signed-in stranger can tell another account's ids from ids that do not exist by how
 * long the NOT_FOUND takes (tests/security/http-access.test.ts proves the answers are identical).
 * The in-process app, so the figures are the server's own work, without a network's noise.
 */
export async function benchEnumerationTiming(engine: TestEngine) {
  const database = await createTestDatabase(engine);
  try {
    const { app } = createTestApp(database);
    const { db } = database;
    const [owner, stranger] = [await createUser(db), await createUser(db)];
    const journal = await createProfile(db, owner.id);
    const entryId = (await createEntry(db, journal.id)).id;
    const strangersProfileId = (await createProfile(db, stranger.id)).id;
    const ownerCookie = await sessionCookieFor(db, owner.id);
    const cookie = await sessionCookieFor(db, stranger.id);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(makePng())], 'photo.png', { type: 'image/png' }));
    const upload = await app.request(`/api/images?profileId=${journal.id}&source=file`, withAppOrigin({ method: 'POST', body: form }, ownerCookie));
    if (upload.status !== 201) throw new Error(`The bench's photo was refused: ${upload.status} ${await upload.text()}`);
    const { key } = (await upload.json()) as { key: string };

    const asStranger = (path: string, init: RequestInit = {}): [string, RequestInit] => [path, withAppOrigin(init, cookie)];
    const newEntryId = () => randomBytes(16).toString('base64url').slice(0, 21);
    const probes: Record<string, Probe> = {
      'export.csv (profile id)': (ids) => asStranger(`/api/profiles/${ids === 'theirs' ? journal.id : randomUUID()}/export.csv`),
      'image (key)': (ids) => asStranger(`/api/images/${ids === 'theirs' ? key : key.replace(/-[a-z0-9]+\./, `-${randomBytes(6).toString('hex')}.`)}`),
      'entries.delete (entry id)': (ids) =>
        asStranger('/trpc/entries.delete', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ profileId: strangersProfileId, id: ids === 'theirs' ? entryId : newEntryId() }),
        }),
    };

    const results: boolean[] = [];
    for (const [name, probe] of Object.entries(probes)) {
      const p50 = await alternatingMedians(app, probe);
      const difference = p50.theirs - p50.nowhere;
      const allowed = Math.max(ABSOLUTE_NOISE_MS, RELATIVE_NOISE * p50.nowhere);
      results.push(
        report(
          `NOT_FOUND p50, another account's ${name} vs one that does not exist (${engine})`,
          { theirs_ms: p50.theirs, nowhere_ms: p50.nowhere, difference_ms: difference, target_abs_difference_ms: allowed },
          Math.abs(difference) <= allowed,
        ),
      );
    }
    return results.every(Boolean);
  } finally {
    await database.dispose();
  }
}
