import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table's owner, the one module that reads and writes it for everyone else, then the modules
 * whose single transaction spans tables and so write it too: erasing an account, the hourly prune,
 * importing a journal, the first profile at sign-up, a quota counted with its write. Any db/ module
 * may read any table (the feed names its authors, an export reads a whole journal); outside db/, only
 * an owner queries at all: auth/ owns its token tables, as its sessions model does.
 */
const OWNERS: Record<string, string[]> = {
  users: ['db/users.ts', 'db/account-deletion.ts'],
  sessions: ['auth/sessions.ts', 'db/expired-auth-rows.ts'],
  email_login_tokens: ['auth/login-links.ts', 'db/account-deletion.ts', 'db/expired-auth-rows.ts'],
  oauth_accounts: ['auth/google.ts'],
  profiles: ['db/profiles.ts', 'db/account-setup.ts'],
  profile_permissions: ['db/grants.ts'],
  invitations: ['db/invitations.ts', 'db/account-deletion.ts'],
  plans: ['db/plans.ts', 'db/plan-usage.ts'],
  wellness_entries: ['db/entries.ts', 'db/journal-import.ts'],
  user_insights: ['db/insights.ts', 'db/journal-import.ts'],
  insight_analyses: ['db/insights.ts'],
  exercise_sessions: ['db/exercise-sessions.ts', 'db/journal-import.ts'],
  onboarding_progress: ['db/onboarding.ts'],
  onboarding_events: ['db/onboarding.ts'],
  stripe_events: ['db/stripe-events.ts'],
  rate_limit_hits: ['db/rate-limits.ts', 'db/account-deletion.ts', 'db/expired-auth-rows.ts'],
  uploaded_images: ['db/images.ts'],
  /** Written only by the triggers of migration 0004. */
  timeline_buckets: ['db/timeline.ts'],
  profile_reads: ['db/access-log.ts'],
  instance_secrets: ['db/instance-secrets.ts'],
  login_devices: ['auth/login-devices.ts', 'db/expired-auth-rows.ts'],
  reminder_settings: ['db/reminder-settings.ts'],
  reminders: ['db/reminders.ts'],
  push_subscriptions: ['db/push-subscriptions.ts'],
};

const WORKER = 'src/worker';
const TABLES = [...readFileSync(join(WORKER, 'db/schema.ts'), 'utf8').matchAll(/^ {2}([a-z_]+): \w+Table;$/gm)].map((match) => match[1]!);

const QUERIES: { pattern: RegExp; write: boolean }[] = [
  { pattern: /\.(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*['"`]([a-z_]+)/g, write: true },
  { pattern: /\.(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_]+)/g, write: false },
  { pattern: /\b(?:insert\s+into|delete\s+from|update)\s+"?([a-z_]+)"?\s/gi, write: true },
  { pattern: /\b(?:from|join)\s+"?([a-z_]+)"?[\s)]/gi, write: false },
];

/** Every query of a known table in the given sources: module (from src/worker), table, write or read. */
function tableQueries(sources: { module: string; text: string }[]) {
  return sources.flatMap(({ module, text }) =>
    QUERIES.flatMap(({ pattern, write }) =>
      [...text.matchAll(pattern)].map((match) => match[1]!).filter((table) => TABLES.includes(table)).map((table) => ({ module, table, write })),
    ),
  );
}

/** The queries that break ownership, as 'module writes table' or 'module reads table'. */
function ownershipBreaches(queries: ReturnType<typeof tableQueries>) {
  const owning = new Set(Object.values(OWNERS).flat());
  const breaches = queries.filter(({ module, table, write }) =>
    write ? !OWNERS[table]!.includes(module) : !module.startsWith('db/') && !owning.has(module),
  );
  return [...new Set(breaches.map(({ module, table, write }) => `${module} ${write ? 'writes' : 'reads'} ${table}`))];
}

const sources = readdirSync(WORKER, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && file !== 'db/migrator.ts' && file !== 'db/schema.ts')
  .map((module) => ({ module, text: readFileSync(join(WORKER, module), 'utf8') }));

describe('every table has one owner module', () => {
  it('names an owner for every table of the schema, and no other table', () => {
    expect(Object.keys(OWNERS).sort()).toEqual([...TABLES].sort());
  });

  it('writes each table only in its owner or a transaction that spans tables, and reads tables only in db/ or an owner', () => {
    expect(ownershipBreaches(tableQueries(sources))).toEqual([]);
  });

  it('finds a write or read of a table outside its owner, in Kysely or in SQL', () => {
    const planted = [
      { module: 'services/account.ts', text: "await db.updateTable('users').set({ name: null })" },
      { module: 'routers/system.ts', text: "db\n  .selectFrom(\n    'plans')" },
      { module: 'db/profiles.ts', text: 'sql`delete from wellness_entries where profile_id = ${id}`' },
      { module: 'db/entries.ts', text: "db.selectFrom('profiles').innerJoin('users', 'users.id', 'profiles.owner_user_id')" },
    ];
    expect(ownershipBreaches(tableQueries(planted))).toEqual([
      'services/account.ts writes users',
      'routers/system.ts reads plans',
      'db/profiles.ts writes wellness_entries',
    ]);
  });
});
