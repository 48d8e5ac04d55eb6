// Starts a worker thread from TypeScript source (tests, `npm run dev`): registers tsx in this
// thread, then loads the entry. The built host runs the bundled JavaScript entry instead.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.typescriptEntry);
