// `npm run plan -- --email person@example.com --plan pro`: sets an account's plan, for self-hosters
// without Stripe. Uses DATABASE_URL, or the embedded PGlite under DATA_DIR (PGlite's files take one
// process at a time: while `npm start` runs on them, it refuses and says so).
import { join, resolve } from 'node:path';
import { parseConfig } from '../config';
import { migrate } from '../db/migrator';
import { setPlanByEmail } from '../db/plans';
import { openPglite, openPostgres } from './database';
import { loadDotEnv } from './dotenv';
import { readMigrationFiles } from './migration-files';
import { parsePlanCommand } from './plan-command';

loadDotEnv();
const command = parsePlanCommand(process.argv.slice(2));
if (!command.ok) {
  console.error(command.message);
  process.exit(1);
}
const config = parseConfig(process.env);
const database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(join(resolve(config.dataDir), 'pg'));
try {
  await migrate(database.db, await readMigrationFiles());
  if (await setPlanByEmail(database.db, command.email, command.plan)) {
    console.log(`${command.email} is now on the ${command.plan} plan.`);
  } else {
    console.error(`No account signs in with ${command.email}. The person must sign in once before their plan can be set.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
