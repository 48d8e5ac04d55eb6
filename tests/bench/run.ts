// `npm run bench`: timings that would be flaky as tests. Prints one PASS/MISS line per target.
import { benchEntriesList } from './entries-list.bench';

const results = [await benchEntriesList('pglite')];
if (process.env.TEST_DATABASE_URL) results.push(await benchEntriesList('postgres'));

const missed = results.filter((passed) => !passed).length;
console.log(missed === 0 ? '\nAll benchmark targets met.' : `\n${missed} benchmark target(s) missed.`);
