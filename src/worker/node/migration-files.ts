import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { MigrationFile } from '../db/migrator';

export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../../../migrations/', import.meta.url));

export async function readMigrationFiles(directory = MIGRATIONS_DIRECTORY): Promise<MigrationFile[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(`${directory}/${name}`, 'utf8') })));
}
