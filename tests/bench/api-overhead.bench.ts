import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { addEntryInput, listEntriesInput } from '../../src/shared/schemas/entries';
import { createSession } from '../../src/worker/auth/sessions';
import { listEntries } from '../../src/worker/db/entries';
import { addEntry } from '../../src/worker/services/entries';
import { startBuiltHost } from '../support/built-host';
import { createTestDatabase } from '../support/database';
import { createJournalOwner, setPlanUsage } from '../support/journal';
import { seedEntries } from '../support/seed-entries';
import { median, report } from './measure';

const ROUNDS = 8;
const CALLS_PER_ROUND = 60;
const CONCURRENCY = 32;
const CONCURRENT_CALLS = 1_500;
const NEW_ENTRY = { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 6, notes: 'A good walk' } as const;

type Call = () => Promise<unknown>;
type Sides = { floor: Call; api: ReturnType<typeof httpCall> };

/**
 * One HTTP/1.1 call as the browser makes it (keep-alive, compression accepted); resolves when the
 * whole answer is in. Each phase of measuring gets fresh connections (`fresh`), so none is reused
 * after the host closed it for idling while the other side was measured.
 */
function httpCall(url: URL, headers: Record<string, string>, body?: string): Call & { fresh(): void; close(): void } {
  let agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const call = () =>
    new Promise((resolve, reject) => {
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
      agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    },
    close: () => agent.destroy(),
  });
}

async function timed(call: Call): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

/** Median latency of each call at concurrency 1, in interleaved rounds so drift hits both alike. */
async function interleavedMedians(calls: Sides) {
  const samples = { floor: [] as number[], api: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of ['floor', 'api'] as const) {
      if (side === 'api') calls.api.fresh();
      for (let index = 0; index < CALLS_PER_ROUND; index += 1) {
        const time = await timed(calls[side]);
        if (round > 0) samples[side].push(time); // the first round warms up
      }
    }
  }
  return { floor: median(samples.floor), api: median(samples.api) };
}

/** Calls per second with `CONCURRENCY` calls in flight at all times. */
async function throughput(call: Call): Promise<number> {
  let started = 0;
  const worker = async () => {
    while (started < CONCURRENT_CALLS) {
      started += 1;
      await call();
    }
  };
  const begun = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return CONCURRENT_CALLS / ((performance.now() - begun) / 1000);
}

async function interleavedThroughput(calls: Sides) {
  const rates = { floor: [] as number[], api: [] as number[] };
  for (let round = 0; round < 3; round += 1) {
    for (const side of ['floor', 'api'] as const) {
      if (side === 'api') calls.api.fresh();
      rates[side].push(await throughput(calls[side]));
    }
  }
  return { floor: median(rates.floor), api: median(rates.api) };
}

/**
 * What the API costs above the SQL it runs. The floor is the same queries through the same driver
 * (pg, a pool of 10 like the host's), called from here; the API is the built Node host in a process
 * of its own, called over HTTP with a session cookie. PostgreSQL only: PGlite lives inside the host.
 */
export async function benchApiOverhead() {
  const database = await createTestDatabase('postgres');
  let host: Awaited<ReturnType<typeof startBuiltHost>> | null = null;
  try {
    const { user, profile } = await createJournalOwner(database.db);
    await setPlanUsage(database.db, user.id, {}, 'pro'); // thousands of adds, no free-plan limit
    await seedEntries(database.db, profile.id, 1, 1_000);
    const { token } = await createSession(database.db, user.id);
    host = await startBuiltHost({ DATABASE_URL: database.url! });

    const headers = { cookie: `attune_session=${token}`, 'accept-encoding': 'gzip, deflate, br' };
    const listUrl = new URL(`/trpc/entries.list?input=${encodeURIComponent(JSON.stringify({ profileId: profile.id }))}`, host.url);
    const addBody = JSON.stringify({ profileId: profile.id, entry: NEW_ENTRY });
    const addHeaders = { ...headers, origin: host.url, 'content-type': 'application/json' };
    const list = {
      floor: () => listEntries(database.db, profile.id, listEntriesInput.parse({ profileId: profile.id })),
      api: httpCall(listUrl, headers),
    };
    const { entry } = addEntryInput.parse({ profileId: profile.id, entry: NEW_ENTRY });
    const add = {
      floor: () => addEntry(database.db, { profileId: profile.id, ownerUserId: user.id, userId: user.id, entry }),
      api: httpCall(new URL('/trpc/entries.add', host.url), addHeaders, addBody),
    };

    const results: boolean[] = [];
    for (const [name, calls] of [['entries.list', list], ['entries.add', add]] as const) {
      const p50 = await interleavedMedians(calls);
      const overhead = p50.api - p50.floor;
      results.push(report(`${name} p50 over HTTP vs its SQL (postgres)`, { api_ms: p50.api, floor_ms: p50.floor, overhead_ms: overhead, target_overhead_ms: 1 }, overhead <= 1));
      const rate = await interleavedThroughput(calls);
      const ratio = rate.api / rate.floor;
      results.push(report(`${name} throughput at concurrency ${CONCURRENCY} (postgres)`, { api_per_s: rate.api, floor_per_s: rate.floor, ratio, target_ratio: 0.5 }, ratio >= 0.5));
    }
    list.api.close();
    add.api.close();
    return results.every(Boolean);
  } finally {
    await host?.stop();
    await database.dispose();
  }
}
