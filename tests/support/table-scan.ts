import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/worker/db/schema';
import type { TestDatabase } from './database';

/** Every table of the schema, read from the database itself: a table added later is scanned too. */
export async function tablesOf(database: { db: Kysely<Database> }): Promise<string[]> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(database.db);
  return tables.rows.map((table) => table.name).sort();
}

/** The rows of any table whose text (every column) holds one of `needles`, by table; needles are matched in lower case. */
export async function rowsNaming(database: TestDatabase, needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await tablesOf(database)) {
    const matches = sql.join(needles.map((needle) => sql`position(${needle.toLowerCase()} in lower(t::text)) > 0`), sql` or `);
    const { rows } = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)} as t where ${matches}`.execute(database.db);
    if (Number(rows[0]!.count) > 0) found[table] = Number(rows[0]!.count);
  }
  return found;
}
