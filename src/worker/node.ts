import { parseConfig } from './config';
import { loadDotEnv } from './node/dotenv';
import { startNodeServer } from './node/server';

loadDotEnv();
const config = parseConfig(process.env);
const server = await startNodeServer(config);
console.log(`\n  Attune is running at ${server.url}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
