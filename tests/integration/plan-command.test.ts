import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/worker/node/database';
import { parsePlanCommand } from '../../src/worker/node/plan-command';
import { copyMigratedPglite } from '../support/database-templates';
import { createUser } from '../support/factories';

describe('the plan command line', () => {
  it('reads --email and --plan, and says what is wrong with them', () => {
    expect(parsePlanCommand(['--email', ' Pat@Example.com ', '--plan', 'pro'])).toEqual({ ok: true, email: 'pat@example.com', plan: 'pro' });
    expect(parsePlanCommand(['--email', 'pat@example.com', '--plan', 'gold'])).toMatchObject({ ok: false, message: expect.stringMatching(/^--plan must be free or pro\./) });
    expect(parsePlanCommand(['--email', 'pat', '--plan', 'pro'])).toMatchObject({ ok: false, message: expect.stringMatching(/^--email must be the email address/) });
    expect(parsePlanCommand(['--plan', 'pro'])).toMatchObject({ ok: false, message: expect.stringMatching(/^--email must be/) });
    expect(parsePlanCommand(['--mail', 'pat@example.com'])).toMatchObject({ ok: false, message: expect.stringContaining('Usage: npm run plan') });
  });
});

describe('npm run plan on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'attune-plan-'));
  const runPlan = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/worker/node/plan-cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
    );
  const planOf = async (email: string) => {
    const database = await openPglite(join(dataDir, 'pg'));
    try {
      const row = await database.db
        .selectFrom('plans')
        .innerJoin('users', 'users.id', 'plans.user_id')
        .select('plan_type')
        .where('email', '=', email)
        .executeTakeFirst();
      return row?.plan_type ?? null;
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    await copyMigratedPglite(join(dataDir, 'pg'));
    const database = await openPglite(join(dataDir, 'pg'));
    await createUser(database.db, { email: 'self.host@example.com' });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('sets the plan of the account with that email, and back', async () => {
    expect(await runPlan('--email', 'self.host@example.com', '--plan', 'pro')).toEqual({ code: 0, output: 'self.host@example.com is now on the pro plan.\n' });
    expect(await planOf('self.host@example.com')).toBe('pro');
    await runPlan('--email', 'self.host@example.com', '--plan', 'free');
    expect(await planOf('self.host@example.com')).toBe('free');
  }, 60_000);

  it('refuses an unknown email or plan with a clear message', async () => {
    expect(await runPlan('--email', 'nobody@example.com', '--plan', 'pro')).toEqual({
      code: 1,
      output: 'No account signs in with nobody@example.com. The person must sign in once before their plan can be set.\n',
    });
    expect(await runPlan('--email', 'self.host@example.com', '--plan', 'platinum')).toMatchObject({ code: 1, output: expect.stringContaining('--plan must be free or pro.') });
  }, 60_000);
});
