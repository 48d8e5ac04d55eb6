import { performance } from 'node:perf_hooks';
import { hostClient, type RunningHost } from './http-journey';
import type { LoadUser } from './load-users';
import { outcomeOf } from './trpc-outcome';

/** Entries of every kind, in turn: feelings and sensations move the timeline, affirmations with notes mark it. */
const ENTRIES = [
  { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 7, trigger: 'work', location: 'outdoor' },
  { type: 'physical', sensation: 'pain', body_region: 'head', specific_body_region: 'eyes', intensity: 4, social: 'withOthers' },
  { type: 'affirmation', notes: 'I handled today well', time_frame: 'today' },
  { type: 'emotional', mood_category: 'negative', specific_mood: 'stressed', intensity: 8, trigger: 'family', environment: 'online' },
] as const;

export interface LoadOptions {
  /** Each person stops after this many attempted adds. */
  addsPerUser?: number;
  /** Every person stops once this returns true (set it before cutting the host off: later failures are not errors). */
  stopped?: () => boolean;
  /** Every n-th entry shows the person's uploaded image (when they have one). */
  imageEvery?: number;
  /** Called after each acknowledged add, with how many this run has had so far. */
  onAcknowledged?: (count: number) => void;
}

export interface LoadOutcome {
  /** Ids of the entries the host answered with success, by profile id. */
  acknowledged: Map<string, string[]>;
  /** Adds refused with EVENT_LIMIT_REACHED: a full free plan, as it should be. */
  refusedAtLimit: number;
  /** Any other failure, including a just-acknowledged entry missing from the first page of the feed. */
  errors: string[];
  latenciesMs: number[];
  seconds: number;
}

type Recorder = Omit<LoadOutcome, 'seconds'>;

/** One timed call, its failure kept unless the run was stopped meanwhile (an interrupted call is not an error). */
async function timed<T>(outcome: Recorder, options: LoadOptions, call: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  try {
    const value = await call();
    outcome.latenciesMs.push(performance.now() - started);
    return value;
  } catch (error) {
    if (!options.stopped?.()) outcome.errors.push(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/** One person: adds an entry, reads the feed and expects it on top, until stopped or done. */
async function runUser(host: RunningHost, user: LoadUser & { imageKey?: string }, options: LoadOptions, outcome: Recorder) {
  const api = hostClient(host, user.cookie);
  const acknowledged = outcome.acknowledged.get(user.profileId)!;
  for (let attempt = 0; attempt < (options.addsPerUser ?? Infinity) && !options.stopped?.(); attempt += 1) {
    const withImage = user.imageKey && options.imageEvery && attempt % options.imageEvery === 0;
    const entry = { ...ENTRIES[attempt % ENTRIES.length]!, ...(withImage ? { images: [user.imageKey!] } : {}) };
    const added = await timed(outcome, options, () => outcomeOf(api.entries.add.mutate({ profileId: user.profileId, entry })));
    if (!added) continue;
    if (!added.ok) {
      if (added.reason === 'EVENT_LIMIT_REACHED') outcome.refusedAtLimit += 1;
      else if (!options.stopped?.()) outcome.errors.push(`${added.code}: ${added.message}`);
      continue;
    }
    const { id } = added.value as { id: string };
    acknowledged.push(id);
    options.onAcknowledged?.([...outcome.acknowledged.values()].reduce((sum, ids) => sum + ids.length, 0));
    const feed = await timed(outcome, options, () => api.entries.list.query({ profileId: user.profileId, limit: 5 }));
    if (feed && feed.entries[0]?.id !== id) outcome.errors.push(`entry ${id} acknowledged but not on top of the feed`);
  }
}

/** People adding entries and reading their feeds at once over HTTP, each as its own account. */
export async function runLoad(host: RunningHost, users: readonly (LoadUser & { imageKey?: string })[], options: LoadOptions): Promise<LoadOutcome> {
  const outcome: Recorder = { acknowledged: new Map(users.map((user) => [user.profileId, []])), refusedAtLimit: 0, errors: [], latenciesMs: [] };
  const started = performance.now();
  await Promise.all(users.map((user) => runUser(host, user, options, outcome)));
  return { ...outcome, seconds: (performance.now() - started) / 1000 };
}

/** A stop switch for `runLoad`: after `ms`, or when thrown. */
export function stopAfter(ms: number) {
  const until = performance.now() + ms;
  let thrown = false;
  return { stopped: () => thrown || performance.now() >= until, stop: () => (thrown = true) };
}
