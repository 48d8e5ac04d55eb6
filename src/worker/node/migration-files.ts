import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MigrationFile } from '../db/migrator';
import { PROJECT_ROOT } from './project-root';

export const MIGRATIONS_DIRECTORY = join(PROJECT_ROOT, 'migrations');

export async function readMigrationFiles(directory = MIGRATIONS_DIRECTORY): Promise<MigrationFile[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(`${directory}/${name}`, 'utf8') })));
}
