// `npm run db:migrate`: applies the numbered migrations to DATABASE_URL (e.g. Neon, before a deploy).
import { parseConfig } from '../config';
import { migrate } from '../db/migrator';
import { openPostgres } from './database';
import { loadDotEnv } from './dotenv';
import { readMigrationFiles } from './migration-files';

loadDotEnv();
const config = parseConfig(process.env);
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set. Set it to the Postgres (Neon) connection string to migrate.');
  process.exit(1);
}
const database = openPostgres(config.databaseUrl);
try {
  const { applied } = await migrate(database.db, await readMigrationFiles());
  console.log(applied.length > 0 ? `Applied ${applied.join(', ')}.` : 'The database is up to date.');
} finally {
  await database.close();
}
