import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/worker/db/schema';
import { tablesOf } from './table-scan';

/** Each table of the schema: its row count and a hash of all its rows, by table name. */
export type TableSnapshot = Record<string, string>;

/**
 * A reader of every table's rows at once, in one query built from information_schema, so a
 * table added later by a migration is watched too.
 */
export async function createTableSnapshotter(db: Kysely<Database>): Promise<() => Promise<TableSnapshot>> {
  const perTable = (await tablesOf({ db })).map(
    (name) => sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as rows from ${sql.table(name)} t`,
  );
  const everyTable = sql.join(perTable, sql` union all `);
  return async () => {
    const { rows } = await sql<{ name: string; rows: string }>`${everyTable}`.execute(db);
    return Object.fromEntries(rows.map(({ name, rows: state }) => [name, state]));
  };
}
