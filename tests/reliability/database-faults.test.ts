import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AFFIRMATIONS } from '../../src/shared/domain/affirmations';
import { createHttpClient, createTestApp } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { outcomeOf } from '../support/trpc-outcome';

/**
 * The server ends the connection of a transaction half way through (a crash, a failover, an
 * administrator). Made deterministic without hooks in the app: this test holds a lock on the table
 * the transaction writes last, so the app's backend waits there with its first rows written, and
 * is then terminated.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a database connection killed in the middle of a transaction', () => {
  let database: TestDatabase;
  let harness: ReturnType<typeof createTestApp>;
  let locker: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    harness = createTestApp(database);
    locker = new pg.Client({ connectionString: database.url! });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await database.dispose();
  });

  /**
   * The backend waiting for a lock on `table`, once it waits. Found by its lock, not its query text:
   * a statement sent with parameters takes its table lock while it is parsed, before it is shown.
   */
  async function backendWaitingFor(table: string): Promise<number> {
    return vi.waitFor(
      async () => {
        const { rows } = await locker.query<{ pid: number }>('select pid from pg_locks where relation = $1::regclass and not granted', [table]);
        if (rows.length !== 1) throw new Error(`${rows.length} backends wait for ${table}.`);
        return rows[0]!.pid;
      },
      { timeout: 10_000, interval: 20 },
    );
  }

  it('answers a readable error, leaves no counter without its entry, and serves the next request', async () => {
    const owner = await createUser(database.db);
    const profile = await createProfile(database.db, owner.id);
    const client = createHttpClient(harness.app, await sessionCookieFor(database.db, owner.id));
    const save = () => outcomeOf(client.affirmations.save.mutate({ profileId: profile.id, suggestion: DEFAULT_AFFIRMATIONS[0]! }));
    const journal = async () => ({
      entries: (await database.db.selectFrom('wellness_entries').select('id').where('profile_id', '=', profile.id).execute()).length,
      usage: await database.db.selectFrom('plans').select(['affirmation_count', 'event_count']).where('user_id', '=', owner.id).executeTakeFirst(),
    });
    expect(await save()).toMatchObject({ ok: true });
    const before = await journal();
    expect(before).toEqual({ entries: 1, usage: { affirmation_count: 1, event_count: 1 } });

    // Both counters are updated first; the entry's insert then waits for this lock.
    await locker.query('begin');
    await locker.query('lock table wellness_entries in share mode');
    const saving = save();
    const pid = await backendWaitingFor('wellness_entries');
    await locker.query('select pg_terminate_backend($1)', [pid]);
    await locker.query('rollback');

    // The person reads the generic sentence with a reference; the cause goes to the log.
    const failed = await saving;
    expect(failed).toMatchObject({ ok: false, code: 'INTERNAL_SERVER_ERROR', message: expect.stringMatching(/^Something went wrong on our side\. .*\(reference \S+\)$/) });
    expect(JSON.stringify(failed)).not.toMatch(/terminat|wellness_entries|insert|sql/i);
    expect(harness.logger.lines.find((line) => line.msg === 'procedure failed')).toMatchObject({ level: 'error', procedure: 'affirmations.save' });
    expect(await journal()).toEqual(before);

    expect(await save()).toMatchObject({ ok: true });
    expect(await journal()).toEqual({ entries: 2, usage: { affirmation_count: 2, event_count: 2 } });
  });
});
