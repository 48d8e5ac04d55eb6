import { createLocalEngine } from '../../src/worker/services/ai/local-engine';
import { generatedJournal } from '../support/ai-entries';
import { medianMs, report } from './measure';

const ENTRIES = 10_000;
const TARGET_MS = 200;

/** The local engine's insights over a 10,000-entry journal: every pattern, from scratch. */
export async function benchLocalInsights() {
  const engine = createLocalEngine();
  const journal = generatedJournal(ENTRIES);
  const request = { mode: 'initial' as const, entries: journal, journal, context: [], knownPatternTypes: [], timeZone: 'UTC' };
  const median = await medianMs(() => engine.generateInsights(request), { warmup: 5, samples: 30 });
  return report('local engine insights, 10,000 entries', { median_ms: median, target_ms: TARGET_MS }, median < TARGET_MS);
}
