import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate } from '../../src/worker/db/migrator';
import { openPglite, openPostgres } from '../../src/worker/node/database';
import { readMigrationFiles } from '../../src/worker/node/migration-files';
import { PROJECT_ROOT } from '../../src/worker/node/project-root';

/*
 * A new PGlite spends several seconds in initdb before the first migration runs, and most test
 * files want a migrated database or two. So the suite migrates once and copies: a PGlite data
 * directory (and its dumpDataDir tar, for databases in memory) kept between runs, named by the
 * migrations and the PGlite version; on PostgreSQL, a template database made once per run.
 */

const CACHE = join(PROJECT_ROOT, 'node_modules/.cache/attune-tests');
const PGLITE_VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;

async function pgliteTemplateFolder(): Promise<string> {
  const hash = createHash('sha256').update(PGLITE_VERSION);
  for (const file of await readMigrationFiles()) hash.update(file.name).update(file.sql);
  return join(CACHE, `pglite-${hash.digest('hex').slice(0, 16)}`);
}

/** Fills a folder of its own with `build`, then moves it into place; a run that lost the race drops its copy. */
async function buildOnce(folder: string, build: (building: string) => Promise<void>) {
  mkdirSync(dirname(folder), { recursive: true });
  const building = mkdtempSync(`${folder}.building-`);
  await build(building);
  try {
    renameSync(building, folder);
  } catch (error) {
    if (!existsSync(folder)) throw error;
    rmSync(building, { recursive: true, force: true });
  }
}

async function writeDump(pglite: PGlite, file: string) {
  writeFileSync(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
}

/** A migrated PGlite: its data directory, and its dump in pg.tar. */
const buildPgliteTemplate = (folder: string) =>
  buildOnce(folder, async (building) => {
    const database = await openPglite(join(building, 'pg'));
    await migrate(database.db, await readMigrationFiles());
    await database.close();
    const pglite = await PGlite.create(join(building, 'pg'));
    await writeDump(pglite, join(building, 'pg.tar'));
    await pglite.close();
  });

let pgliteTemplate: Promise<string> | undefined;

/** The folder of the migrated PGlite template, made on first use (the suite's global setup makes it before any test file). */
export function migratedPgliteTemplate(): Promise<string> {
  pgliteTemplate ??= pgliteTemplateFolder().then(async (folder) => {
    if (!existsSync(folder)) await buildPgliteTemplate(folder);
    return folder;
  });
  return pgliteTemplate;
}

let emptyTemplate: Promise<string> | undefined;

/**
 * The dump of a new PGlite cluster with nothing in it yet, made on first use and kept like the
 * migrated template: a test of the migrations themselves starts from it without initdb's seconds.
 */
export async function emptyPgliteDump(): Promise<Blob> {
  emptyTemplate ??= (async () => {
    const folder = join(CACHE, `pglite-empty-${PGLITE_VERSION}`);
    if (!existsSync(folder)) {
      await buildOnce(folder, async (building) => {
        const pglite = await PGlite.create();
        await writeDump(pglite, join(building, 'pg.tar'));
        await pglite.close();
      });
    }
    return folder;
  })();
  return new Blob([readFileSync(join(await emptyTemplate, 'pg.tar'))]);
}

/** The migrated template's data, ready for `openPglite('memory', { loadDataDir })`. */
export async function migratedPgliteDump(): Promise<Blob> {
  return new Blob([readFileSync(join(await migratedPgliteTemplate(), 'pg.tar'))]);
}

/** Fills `pgDirectory` (which must not exist yet) with a copy of the migrated PGlite, for a host or a CLI to open. */
export async function copyMigratedPglite(pgDirectory: string) {
  cpSync(join(await migratedPgliteTemplate(), 'pg'), pgDirectory, { recursive: true });
}

/** The URL of database `name` on the server that `serverUrl` points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements such as create and drop database, which need a connection to another database. */
export async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A migrated database on the PostgreSQL server, for `create database … template` to copy; `drop` removes it. */
export async function createPostgresTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `attune_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const database = openPostgres(databaseUrl(serverUrl, name), () => {});
  try {
    await migrate(database.db, await readMigrationFiles());
  } finally {
    await database.close(); // a template must have no connections while it is copied
  }
  return { name, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
