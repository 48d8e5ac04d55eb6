import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { addEntryInput, listEntriesInput } from '../../src/shared/schemas/entries';
import { createSession } from '../../src/worker/auth/sessions';
import { listEntries } from '../../src/worker/db/entries';
import type { Database } from '../../src/worker/db/schema';
import { addEntry } from '../../src/worker/services/entries';
import { startBuiltHost, startServerProcess } from '../support/built-host';
import { createTestDatabase } from '../support/database';
import { createJournalOwner, setPlanUsage } from '../support/journal';
import { seedEntries } from '../support/seed-entries';
import { median, report } from './measure';

const ROUNDS = 8;
const CALLS_PER_ROUND = 60;
const CONCURRENCY = 32;
const CONCURRENT_CALLS = 1_500;
const NEW_ENTRY = { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 6, notes: 'A good walk' } as const;

/** One person's journal: a pro account (thousands of adds, no free-plan limit), 1,000 entries and a session. */
async function benchJournal(db: Kysely<Database>) {
  const { user, profile } = await createJournalOwner(db);
  await setPlanUsage(db, user.id, {}, 'pro');
  await seedEntries(db, profile.id, 1, 1_000);
  return { userId: user.id, profileId: profile.id, token: (await createSession(db, user.id)).token };
}
type Journal = Awaited<ReturnType<typeof benchJournal>>;

/** A call made by caller number `caller` (each with a journal of its own, as 32 people would be). */
type Call = (caller: number) => Promise<unknown>;
type HttpCall = Call & { fresh(): void; close(): void };

/**
 * HTTP/1.1 calls as the browser makes them (keep-alive, compression accepted), resolving when the
 * whole answer is in. Each phase of measuring gets fresh connections (`fresh`), so none is reused
 * after the host closed it for idling while the other side was measured.
 */
function httpCall(options: (caller: number) => { url: URL; headers: Record<string, string>; body?: string }): HttpCall {
  const newAgent = () => new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let agent = newAgent();
  const call = (caller: number) =>
    new Promise((resolve, reject) => {
      const { url, headers, body } = options(caller);
      const sent = request(url, { agent, method: body ? 'POST' : 'GET', headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => (response.statusCode === 200 ? resolve(null) : reject(new Error(`HTTP ${response.statusCode} from ${url.pathname}`))));
      });
      sent.on('error', reject);
      sent.end(body);
    });
  return Object.assign(call, {
    fresh: () => {
      agent.destroy();
      agent = newAgent();
    },
    close: () => agent.destroy(),
  });
}

/** The same call three ways: its SQL called in-process, the least HTTP server that could answer it, and the API. */
type Sides = { floor: Call; bare: HttpCall; api: HttpCall };
const SIDES = ['floor', 'bare', 'api'] as const;

async function timed(call: Call): Promise<number> {
  const started = performance.now();
  await call(0);
  return performance.now() - started;
}

/** Median latency of each side at concurrency 1, in interleaved rounds so drift hits all alike. */
async function interleavedMedians(calls: Sides) {
  const samples = { floor: [] as number[], bare: [] as number[], api: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of SIDES) {
      if (side !== 'floor') calls[side].fresh();
      for (let index = 0; index < CALLS_PER_ROUND; index += 1) {
        const time = await timed(calls[side]);
        if (round > 0) samples[side].push(time); // the first round warms up
      }
    }
  }
  return { floor: median(samples.floor), bare: median(samples.bare), api: median(samples.api) };
}

/** Calls per second with `CONCURRENCY` callers, each with one call in flight at all times. */
async function throughput(call: Call): Promise<number> {
  let started = 0;
  const caller = async (index: number) => {
    while (started < CONCURRENT_CALLS) {
      started += 1;
      await call(index);
    }
  };
  const begun = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => caller(index)));
  return CONCURRENT_CALLS / ((performance.now() - begun) / 1000);
}

async function interleavedThroughput(calls: Sides) {
  const rates = { floor: [] as number[], bare: [] as number[], api: [] as number[] };
  for (let round = 0; round < 3; round += 1) {
    for (const side of SIDES) {
      if (side !== 'floor') calls[side].fresh();
      rates[side].push(await throughput(calls[side]));
    }
  }
  return { floor: median(rates.floor), bare: median(rates.bare), api: median(rates.api) };
}

/**
 * What the API costs above the SQL it runs. The floor is the same queries through the same driver
 * (pg, a pool of 10 like the host's), called from here; the API is the built Node host in a process
 * of its own, called over HTTP with a session cookie. Beside them, `bare` is the least a server can
 * do for the same call (bare-api-server.ts: the session check, the call, JSON and Brotli on
 * node:http): what no framework, however light, could beat. PostgreSQL only: PGlite lives inside
 * the host.
 */
export async function benchApiOverhead() {
  const database = await createTestDatabase('postgres');
  let host: Awaited<ReturnType<typeof startBuiltHost>> | null = null;
  let bare: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  try {
    const journals: Journal[] = [];
    for (let index = 0; index < CONCURRENCY; index += 1) journals.push(await benchJournal(database.db));
    host = await startBuiltHost({ DATABASE_URL: database.url! });
    bare = await startServerProcess(['--import', 'tsx', 'tests/bench/bare-api-server.ts'], { DATABASE_URL: database.url! });
    const headersOf = (journal: Journal) => ({ cookie: `attune_session=${journal.token}`, 'accept-encoding': 'gzip, deflate, br' });
    const listCall = (origin: string) =>
      httpCall((caller) => ({
        url: new URL(`/trpc/entries.list?input=${encodeURIComponent(JSON.stringify({ profileId: journals[caller]!.profileId }))}`, origin),
        headers: headersOf(journals[caller]!),
      }));
    const addCall = (origin: string) =>
      httpCall((caller) => ({
        url: new URL('/trpc/entries.add', origin),
        headers: { ...headersOf(journals[caller]!), origin, 'content-type': 'application/json' },
        body: JSON.stringify({ profileId: journals[caller]!.profileId, entry: NEW_ENTRY }),
      }));
    const { entry } = addEntryInput.parse({ entry: NEW_ENTRY });
    const list: Sides = {
      floor: (caller) => {
        const { profileId, userId } = journals[caller]!;
        return listEntries(database.db, { profileId, ownerUserId: userId }, listEntriesInput.parse({}));
      },
      bare: listCall(bare.url),
      api: listCall(host.url),
    };
    const add: Sides = {
      floor: (caller) => {
        const { profileId, userId } = journals[caller]!;
        return addEntry(database.db, { profileId, ownerUserId: userId, userId, entry });
      },
      bare: addCall(bare.url),
      api: addCall(host.url),
    };

    const results: boolean[] = [];
    for (const [name, calls] of [['entries.list', list], ['entries.add', add]] as const) {
      const p50 = await interleavedMedians(calls);
      const overhead = p50.api - p50.floor;
      const p50Fields = { api_ms: p50.api, floor_ms: p50.floor, overhead_ms: overhead, bare_ms: p50.bare, bare_overhead_ms: p50.bare - p50.floor };
      results.push(report(`${name} p50 over HTTP vs its SQL (postgres)`, { ...p50Fields, target_overhead_ms: 1 }, overhead <= 1));
      const rate = await interleavedThroughput(calls);
      const ratio = rate.api / rate.floor;
      const rateFields = { api_per_s: rate.api, floor_per_s: rate.floor, ratio, bare_per_s: rate.bare, bare_ratio: rate.bare / rate.floor };
      results.push(report(`${name} throughput, ${CONCURRENCY} people at once (postgres)`, { ...rateFields, target_ratio: 0.5 }, ratio >= 0.5));
      calls.api.close();
      calls.bare.close();
    }
    return results.every(Boolean);
  } finally {
    await Promise.all([host?.stop(), bare?.stop()]);
    await database.dispose();
  }
}
