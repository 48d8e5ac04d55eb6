import { parseConfig } from './config';
import { loadDotEnv } from './node/dotenv';
import { PREPARE_DATABASE_FLAG, prepareEmbeddedDatabase, prepareNewEmbeddedDatabaseApart } from './node/embedded-database';
import { startNodeServer } from './node/server';

loadDotEnv();
const config = parseConfig(process.env);
if (process.argv.includes(PREPARE_DATABASE_FLAG)) {
  await prepareEmbeddedDatabase(config);
  process.exit(0);
}
prepareNewEmbeddedDatabaseApart(config);
const server = await startNodeServer(config);
console.log(`\n  Attune is running at ${server.url}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
