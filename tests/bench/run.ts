// `npm run bench`: timings that would be flaky as tests. Prints one PASS/MISS line per target.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../support/browser';
import { benchColdLoad } from './cold-load.bench';
import { benchEntriesList } from './entries-list.bench';
import { benchIdleMemory } from './idle-memory.bench';
import { benchQuickAdd } from './quick-add.bench';
import { benchRouteWeight } from './route-weight.bench';
import { benchTimeline } from './timeline.bench';
import { benchWorkerSize } from './worker-size.bench';

const results = [await benchWorkerSize(), await benchEntriesList('pglite'), await benchIdleMemory('pglite')];
if (process.env.TEST_DATABASE_URL) results.push(await benchEntriesList('postgres'), await benchIdleMemory('postgres'));
if (existsSync(CHROMIUM_PATH)) results.push(await benchQuickAdd(), await benchTimeline(), await benchRouteWeight(), await benchColdLoad());
else console.log(`SKIP  browser benchmarks: Chromium is not installed at ${CHROMIUM_PATH}`);

const missed = results.filter((passed) => !passed).length;
console.log(missed === 0 ? '\nAll benchmark targets met.' : `\n${missed} benchmark target(s) missed.`);
