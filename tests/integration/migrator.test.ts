import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MigrationError, migrate } from '../../src/worker/db/migrator';
import { readMigrationFiles } from '../../src/worker/node/migration-files';
import { createEmptyDatabase, type TestDatabase, testEngines } from '../support/database';

describe.each(testEngines)('migrator on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database?.dispose());

  const tableNames = async () =>
    (
      await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
        database.db,
      )
    ).rows.map((row) => row.table_name);

  it('applies every migration file and records it', async () => {
    database = await createEmptyDatabase(engine);
    const files = await readMigrationFiles();
    const { applied } = await migrate(database.db, files);
    expect(applied).toEqual(files.map((file) => file.name));
    expect(await tableNames()).toEqual(
      expect.arrayContaining(['users', 'sessions', 'profiles', 'wellness_entries', 'plans', 'schema_migrations']),
    );
  });

  it('is idempotent: a second run applies nothing', async () => {
    database = await createEmptyDatabase(engine);
    const files = await readMigrationFiles();
    await migrate(database.db, files);
    expect(await migrate(database.db, files)).toEqual({ applied: [] });
  });

  it('refuses to run when an applied file has changed', async () => {
    database = await createEmptyDatabase(engine);
    await migrate(database.db, [{ name: '0001_one.sql', sql: 'create table one (id int);' }]);
    await expect(
      migrate(database.db, [{ name: '0001_one.sql', sql: 'create table one (id bigint);' }]),
    ).rejects.toThrow(/0001_one\.sql was changed after it was applied/);
  });

  it('refuses to run when the database has a migration the code does not', async () => {
    database = await createEmptyDatabase(engine);
    await migrate(database.db, [{ name: '0001_one.sql', sql: 'create table one (id int);' }]);
    await expect(migrate(database.db, [])).rejects.toBeInstanceOf(MigrationError);
  });

  it('applies pending files in number order, all or nothing', async () => {
    database = await createEmptyDatabase(engine);
    const good = { name: '0001_good.sql', sql: 'create table good (id int);' };
    const broken = { name: '0002_broken.sql', sql: 'create table broken (id int);\nselect * from missing_table;' };
    await expect(migrate(database.db, [broken, good])).rejects.toThrow(/missing_table/);
    expect(await tableNames()).toEqual([]);

    const fixed = { name: '0002_fixed.sql', sql: 'alter table good add column label text;' };
    expect(await migrate(database.db, [fixed, good])).toEqual({ applied: ['0001_good.sql', '0002_fixed.sql'] });
  });

  it('rejects badly named files before touching the database', async () => {
    database = await createEmptyDatabase(engine);
    await expect(migrate(database.db, [{ name: 'init.sql', sql: 'select 1' }])).rejects.toThrow(/0001_description/);
  });
});
