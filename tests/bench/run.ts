// `npm run bench`: timings that would be flaky as tests. Prints one PASS/MISS line per target and
// writes every figure, with the commit and the machine, to tests/bench/results.json.
import { existsSync, writeFileSync } from 'node:fs';
import { CHROMIUM_PATH } from '../support/browser';
import { benchApiOverhead } from './api-overhead.bench';
import { benchColdLoad } from './cold-load.bench';
import { benchEntriesList } from './entries-list.bench';
import { benchEntrySearch } from './entry-search.bench';
import { benchEnumerationTiming } from './enumeration-timing.bench';
import { benchEyeExercise } from './eye-exercise.bench';
import { benchExportMemory } from './export-memory.bench';
import { benchHostileUploads } from './hostile-uploads.bench';
import { benchIdleMemory } from './idle-memory.bench';
import { benchLoad } from './load.bench';
import { benchLocalInsights } from './local-insights.bench';
import { benchPostgresUrl, commitMeasured, machineMeasured } from './machine';
import { benchPhotoFeed, benchPhotoMemory, benchPhotoProcessing } from './photos.bench';
import { reported, resultsTable } from './measure';
import { benchQuickAdd } from './quick-add.bench';
import { benchRouteWeight } from './route-weight.bench';
import { benchStatistics } from './statistics.bench';
import { benchTimeline } from './timeline.bench';
import { benchTimelineAdd } from './timeline-add.bench';
import { benchTimelineQuery } from './timeline-query.bench';
import { benchWorkerSize } from './worker-size.bench';

const RESULTS_FILE = 'tests/bench/results.json';
const started = Date.now();

await benchWorkerSize();
await benchLocalInsights();
await benchEntriesList('pglite');
await benchTimelineQuery('pglite');
await benchTimelineAdd('pglite');
await benchIdleMemory('pglite');
await benchExportMemory('pglite');
await benchHostileUploads();
await benchPhotoProcessing();
await benchPhotoMemory();
await benchEnumerationTiming('pglite');
await benchLoad('pglite');

const postgresUrl = await benchPostgresUrl();
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl; // the test database helpers create their databases there
  await benchEntriesList('postgres');
  await benchEntrySearch('postgres');
  await benchTimelineQuery('postgres');
  await benchTimelineAdd('postgres');
  await benchStatistics('postgres');
  await benchApiOverhead();
  await benchIdleMemory('postgres');
  await benchExportMemory('postgres');
  await benchEnumerationTiming('postgres');
  await benchLoad('postgres');
} else {
  console.log('SKIP  PostgreSQL benchmarks: set TEST_DATABASE_URL, or run a PostgreSQL at 127.0.0.1:5432');
}

if (existsSync(CHROMIUM_PATH)) {
  await benchRouteWeight();
  await benchPhotoFeed();
  await benchColdLoad();
  await benchQuickAdd();
  await benchTimeline();
  await benchEyeExercise();
} else {
  console.log(`SKIP  browser benchmarks: Chromium is not installed at ${CHROMIUM_PATH}`);
}

const results = {
  date: new Date().toISOString(),
  commit: commitMeasured(),
  machine: machineMeasured(),
  minutes: (Date.now() - started) / 60_000,
  results: reported,
};
writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
const missed = reported.filter(({ pass }) => !pass).length;
console.log(`\n${resultsTable(reported)}\n`);
console.log(`Written to ${RESULTS_FILE} (${results.commit}, ${results.machine.cpus} cores, ${results.machine.memoryGb} GB) in ${results.minutes.toFixed(1)} min.`);
console.log(missed === 0 ? 'All benchmark targets met.' : `${missed} benchmark target(s) missed.`);
