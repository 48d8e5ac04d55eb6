import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, emptyPgliteDump, migratedPgliteTemplate } from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database on TEST_DATABASE_URL's server that test databases are copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Once per run, before any test file: the built client that browser and bundle tests need (when
 * `vitest` runs on its own), and the databases every test database is copied from (migrated, and new for the migrations' own tests).
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/client/index.html')) {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [postgres] = await Promise.all([serverUrl ? createPostgresTemplate(serverUrl) : null, migratedPgliteTemplate(), emptyPgliteDump()]);
  project.provide('postgresTemplate', postgres?.name ?? null);
  return () => postgres?.drop();
}
