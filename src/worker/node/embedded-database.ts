import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config';
import { migrate } from '../db/migrator';
import { openPglite } from './database';
import { readMigrationFiles } from './migration-files';

/** The flag that makes the host's entry create and migrate the embedded database, then exit. */
export const PREPARE_DATABASE_FLAG = '--prepare-database';

export const embeddedDatabaseDirectory = (config: AppConfig) => join(resolve(config.dataDir), 'pg');

/** Creates (initdb) and migrates the embedded database, then closes it. */
export async function prepareEmbeddedDatabase(config: AppConfig) {
  const database = await openPglite(embeddedDatabaseDirectory(config));
  try {
    await migrate(database.db, await readMigrationFiles());
  } finally {
    await database.close();
  }
}

/**
 * A new embedded database is made by a short-lived child process. PGlite's initdb grows its WASM
 * memory to hundreds of MB, and WASM memory never shrinks: made in the host itself, a first start
 * idled at about 320 MB, a restart on the same files at about 180 MB.
 */
export function prepareNewEmbeddedDatabaseApart(config: AppConfig) {
  if (config.databaseUrl || existsSync(join(embeddedDatabaseDirectory(config), 'PG_VERSION'))) return;
  const entry = process.argv[1];
  if (!entry) return;
  const child = spawnSync(process.execPath, [...process.execArgv, entry, PREPARE_DATABASE_FLAG], { stdio: 'inherit', env: process.env });
  if (child.status !== 0) throw new Error(`Preparing the embedded database failed (exit ${child.status ?? child.signal}).`);
}
