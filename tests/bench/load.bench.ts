import type { TestEngine } from '../support/database';
import { startLoadHost } from '../support/load-host';
import { runLoad, stopAfter } from '../support/load-run';
import { report } from './measure';

const SECONDS = 60;
const PEOPLE: Record<TestEngine, number> = { postgres: 32, pglite: 8 };

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * The built host for a minute of separate accounts each adding entries and reading their feed as
 * fast as answers come (pro accounts, and a few free ones meeting the limit): throughput and latency as figures, and no
 * error, no acknowledged entry lost or doubled, no counter off as the target.
 */
export async function benchLoad(engine: TestEngine) {
  const { running, users, stopAndAudit } = await startLoadHost(engine, PEOPLE[engine], { othersPlan: 'pro' });
  const outcome = await runLoad(running, users, { stopped: stopAfter(SECONDS * 1000).stopped });
  const audit = await stopAndAudit(outcome.acknowledged);
  const sorted = [...outcome.latenciesMs].sort((a, b) => a - b);
  const failures = outcome.errors.length + audit.lost.length + audit.duplicated.length + audit.unacknowledged + audit.counterMismatches.length + audit.timelineMismatches.length;
  const fields = {
    people: users.length,
    seconds: outcome.seconds,
    requests_per_s: sorted.length / outcome.seconds,
    p50_ms: percentile(sorted, 0.5),
    p95_ms: percentile(sorted, 0.95),
    entries_acknowledged: [...outcome.acknowledged.values()].reduce((sum, ids) => sum + ids.length, 0),
    refused_at_limit: outcome.refusedAtLimit,
    errors: outcome.errors.length,
    lost: audit.lost.length,
    duplicated: audit.duplicated.length,
    counters_off: audit.counterMismatches.length,
    target_errors_lost_duplicated: 0,
  };
  if (outcome.errors.length > 0) console.log(`      first errors: ${outcome.errors.slice(0, 3).join(' | ')}`);
  return report(`${users.length} people logging and reading for ${SECONDS} s, built host (${engine})`, fields, failures === 0);
}
