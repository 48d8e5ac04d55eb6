import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';

/** The commit measured, and whether the working tree differed from it. */
export function commitMeasured(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}

export function machineMeasured() {
  return { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version };
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** TEST_DATABASE_URL, or the machine's own PostgreSQL when one answers at the usual address. */
export async function benchPostgresUrl(): Promise<string | null> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return LOCAL_POSTGRES;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
