import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { type Kysely, sql } from 'kysely';
import { splitSqlStatements } from './split-sql';

export interface MigrationFile {
  /** e.g. `0001_initial_schema.sql`; the number orders the files. */
  name: string;
  sql: string;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

const FILE_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Any constant works; it only has to be the same for every process migrating this database. */
const MIGRATION_LOCK_KEY = 7_402_115;

export function migrationChecksum(file: MigrationFile): string {
  const normalised = file.sql.replace(/\r\n/g, '\n');
  return encodeHexLowerCase(sha256(new TextEncoder().encode(normalised)));
}

function assertWellFormed(files: MigrationFile[]): void {
  const seen = new Set<string>();
  for (const file of files) {
    const number = FILE_NAME.exec(file.name)?.[1];
    if (!number) throw new MigrationError(`Migration file name ${file.name} must look like 0001_description.sql.`);
    if (seen.has(number)) throw new MigrationError(`Two migration files share the number ${number}.`);
    seen.add(number);
  }
}

/**
 * Applies the files not yet recorded, in order, in one transaction: either every pending file
 * lands or none does. Refuses to run when an applied file has changed or is missing, because the
 * database would no longer match what the code expects.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before any table type exists
export async function migrate(db: Kysely<any>, files: MigrationFile[]): Promise<{ applied: string[] }> {
  assertWellFormed(files);
  const ordered = [...files].sort((a, b) => a.name.localeCompare(b.name));
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`
      create table if not exists schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`.execute(trx);
    const { rows } = await sql<{ name: string; checksum: string }>`
      select name, checksum from schema_migrations order by name`.execute(trx);
    const recorded = new Map(rows.map((row) => [row.name, row.checksum]));

    for (const name of recorded.keys()) {
      if (!ordered.some((file) => file.name === name)) {
        throw new MigrationError(
          `The database has migration ${name}, which this code does not have. Deploy the code that added it.`,
        );
      }
    }
    const applied: string[] = [];
    for (const file of ordered) {
      const checksum = migrationChecksum(file);
      const recordedChecksum = recorded.get(file.name);
      if (recordedChecksum === checksum) continue;
      if (recordedChecksum !== undefined) {
        throw new MigrationError(
          `Migration ${file.name} was changed after it was applied. Applied migrations are frozen: add a new numbered file instead.`,
        );
      }
      for (const statement of splitSqlStatements(file.sql)) await sql.raw(statement).execute(trx);
      await sql`insert into schema_migrations (name, checksum) values (${file.name}, ${checksum})`.execute(trx);
      applied.push(file.name);
    }
    return { applied };
  });
}
