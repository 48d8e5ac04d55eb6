import type { inferRouterInputs } from '@trpc/server';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessLevel, grantsAccess } from '../../src/shared/domain/access';
import { sendLoginLink } from '../../src/worker/auth/login-links';
import type { Database } from '../../src/worker/db/schema';
import { appRouter, type AppRouter, createCaller } from '../../src/worker/routers';
import { createDevOutbox } from '../../src/worker/services/mail/dev-outbox';
import { createHttpClient, createTestApp, withAppOrigin } from '../support/app';
import { latestLoginToken, sessionCookieFor } from '../support/auth';
import { asSessionUser, createTestContext } from '../support/caller';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { INSIGHT_PERMISSION_MESSAGES } from '../../src/shared/domain/insights';
import { createEntry, createInsight, createInvitation, createProfile, createUser, shareProfile } from '../support/factories';
import { makePng } from '../support/images';
import { setPlanUsage } from '../support/journal';
import { createCapturedLogger } from '../support/logger';
import { outcomeOf, type Outcome } from '../support/trpc-outcome';

type User = Awaited<ReturnType<typeof createUser>>;
type Inputs = inferRouterInputs<AppRouter>;

/** Who may call a procedure: anyone, any signed-in account, or an account with this level on the input's profile. */
type Access = 'public' | 'account' | AccessLevel;
/** Who calls. The stranger is a new account each call, with no access to the profile. */
type Actor = 'signed out' | 'stranger' | AccessLevel;

/** Each call gets a profile of its own, owned by `owner`, shared with `editor` and `viewer`. */
interface Fixture {
  db: Kysely<Database>;
  profileId: string;
  owner: User;
  viewer: User;
  /** The account making the call (null when signed out). */
  caller: User | null;
}

interface Row<Input> {
  access: Access;
  /** A valid input, with whatever it names created in the fixture. */
  input: (fixture: Fixture) => Input | Promise<Input>;
  /** Refusals that are business rules, not access: the only failures allowed to a caller with access. */
  refusals?: Partial<Record<Actor, { code: string; reason?: string }>>;
  /** The sentence a lower level is refused with, where the spec words it. */
  forbidden?: string;
}

/** One row per procedure, nested as the router is: a procedure added without a row does not compile, nor pass. */
type Matrix = { [R in keyof Inputs]: { [P in keyof Inputs[R]]: Row<Inputs[R][P]> } };

const uniqueEmail = () => `someone-${crypto.randomUUID().slice(0, 8)}@example.com`;
const profileOnly = ({ profileId }: Fixture) => ({ profileId });
const none = () => undefined;
const entryOf = async ({ db, profileId }: Fixture) => ({ profileId, id: (await createEntry(db, profileId)).id });
const details = { name: 'Renamed', color: 'bg-sky-500' } as const;
const outOfOrder = { stranger: { code: 'CONFLICT' } };

/** Enough to analyse; the owner is on pro, so every caller's analysis is stored whatever the earlier ones found. */
async function fiveEmotionalEntries({ db, profileId, owner }: Fixture) {
  for (let i = 0; i < 5; i++) await createEntry(db, profileId, { notes: `Note ${i}` });
  await setPlanUsage(db, owner.id, {}, 'pro');
  return { profileId };
}

async function loginToken({ db }: Fixture) {
  const outbox = createDevOutbox(() => {});
  await sendLoginLink({ db, mailer: outbox, logger: createCapturedLogger() }, { email: uniqueEmail(), clientAddress: '198.51.100.9', origin: 'http://x', requesterSecret: 'matrix' });
  return { token: latestLoginToken(outbox) };
}

/**
 * Every procedure's access (ARCHITECTURE.md, access rules), proven for each caller: signed out
 * UNAUTHORIZED unless public; on a profile, a stranger NOT_FOUND, a lower level FORBIDDEN, and the
 * levels at or above the row's through (a success, or only the business refusal the row names).
 */
const matrix: Matrix = {
  // A stranger is a new account each call, so deleting it harms nobody else's row.
  account: {
    deletionSummary: { access: 'account', input: none },
    delete: { access: 'account', input: ({ caller }) => ({ email: caller?.email ?? uniqueEmail() }) },
  },
  affirmations: {
    suggest: { access: 'editor', input: profileOnly },
    save: { access: 'editor', input: ({ profileId }) => ({ profileId, suggestion: { text: 'I am calm.', theme: 'Calm', mood: 'calming' } }) },
  },
  auth: {
    session: { access: 'public', input: none },
    requestLoginLink: { access: 'public', input: () => ({ email: uniqueEmail() }) },
    redeemLoginLink: { access: 'public', input: loginToken },
    signOut: { access: 'account', input: none },
  },
  // Payments are not configured in the test app, so an upgrade is refused as a business rule.
  billing: {
    usage: { access: 'account', input: none },
    checkout: { access: 'account', input: () => ({ from: 'app' }), refusals: { stranger: { code: 'PRECONDITION_FAILED' } } },
    portal: { access: 'account', input: none, refusals: { stranger: { code: 'PRECONDITION_FAILED' } } },
  },
  entries: {
    list: { access: 'viewer', input: ({ profileId }) => ({ profileId, limit: 10 }) },
    timeline: { access: 'viewer', input: profileOnly },
    add: { access: 'editor', input: ({ profileId }) => ({ profileId, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'content' } }) },
    update: { access: 'editor', input: async (fixture) => ({ ...(await entryOf(fixture)), patch: { notes: 'Edited' } }) },
    delete: { access: 'editor', input: entryOf },
    clear: { access: 'editor', input: profileOnly },
  },
  exercise: {
    words: { access: 'editor', input: profileOnly },
    recordSession: {
      access: 'editor',
      input: ({ profileId }) => ({
        profileId,
        startedAt: new Date().toISOString(),
        durationSeconds: 120,
        phaseReached: 'reprocessing',
        sourceEntryId: null,
        distressBefore: 8,
        distressAfter: 4,
      }),
    },
    sessions: { access: 'viewer', input: profileOnly },
  },
  insights: {
    overview: { access: 'viewer', input: profileOnly },
    generate: { access: 'editor', input: fiveEmotionalEntries, forbidden: INSIGHT_PERMISSION_MESSAGES.generate },
    delete: {
      access: 'editor',
      input: async ({ db, profileId }) => ({ profileId, id: (await createInsight(db, profileId)).id }),
      forbidden: INSIGHT_PERMISSION_MESSAGES.delete,
    },
    clear: { access: 'editor', input: profileOnly, forbidden: INSIGHT_PERMISSION_MESSAGES.clear },
  },
  invitations: {
    accept: {
      access: 'public',
      input: async ({ db, owner, profileId, caller }) => ({
        token: (await createInvitation(db, { inviterUserId: owner.id, profileId, inviteeEmail: caller?.email ?? uniqueEmail() })).token,
      }),
    },
  },
  // A new account stands at the first question, so the later steps are refused as out of order.
  onboarding: {
    start: { access: 'account', input: none },
    answer: { access: 'account', input: () => ({ stepKey: 'lifeStruggle', value: true }) },
    back: { access: 'account', input: () => ({ stepKey: 'occupation' }), refusals: outOfOrder },
    commit: { access: 'account', input: () => ({ commitment: true }), refusals: outOfOrder },
    choosePlan: { access: 'account', input: () => ({ plan: 'free' }), refusals: outOfOrder },
    complete: { access: 'account', input: none, refusals: outOfOrder },
  },
  preferences: {
    quickAddButtons: { access: 'account', input: none },
    saveQuickAddButtons: { access: 'account', input: () => ({ buttons: [] }) },
  },
  profiles: {
    list: { access: 'account', input: none },
    create: { access: 'account', input: () => details },
    update: { access: 'owner', input: ({ profileId }) => ({ profileId, ...details }) },
    deletionSummary: { access: 'owner', input: profileOnly },
    // the owner keeps other profiles of their own, so deleting this one is allowed
    delete: { access: 'owner', input: profileOnly },
  },
  sharing: {
    overview: { access: 'owner', input: profileOnly },
    invite: { access: 'owner', input: ({ profileId }) => ({ profileId, inviteeEmail: uniqueEmail(), relationshipTag: 'Coach', shareMyFeed: true }) },
    withdrawInvitation: {
      access: 'owner',
      input: async ({ db, owner, profileId }) => ({
        profileId,
        invitationId: (await createInvitation(db, { inviterUserId: owner.id, profileId, inviteeEmail: uniqueEmail() })).id,
      }),
    },
    changeAccess: { access: 'owner', input: ({ profileId, viewer }) => ({ profileId, userId: viewer.id, level: 'editor' }) },
    revokeAccess: { access: 'owner', input: ({ profileId, viewer }) => ({ profileId, userId: viewer.id }) },
    leave: { access: 'viewer', input: profileOnly, refusals: { owner: { code: 'BAD_REQUEST' } } },
    accessLog: { access: 'owner', input: profileOnly },
  },
  system: {
    status: { access: 'public', input: none },
  },
};

const rows = Object.entries(matrix).flatMap(([namespace, procedures]) =>
  Object.entries(procedures as Record<string, Row<unknown>>).map(([name, row]) => [`${namespace}.${name}`, row] as const),
);
const rowsByPath = new Map<string, Row<unknown>>(rows);
/** The router's procedures by dotted path ('entries.add'), as tRPC keeps them at run time (its type says otherwise). */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>;
const procedurePaths = Object.keys(procedures).sort();

/** What each caller is answered on a row: allowed through (success or a business refusal), or an access refusal. */
function expectedFor({ access, forbidden }: Row<unknown>, actor: Actor): 'allowed' | Outcome {
  if (actor === 'signed out') return access === 'public' ? 'allowed' : { ok: false, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' };
  if (access === 'public' || access === 'account') return 'allowed';
  if (actor === 'stranger') return { ok: false, code: 'NOT_FOUND', message: 'Profile not found.' };
  return grantsAccess(actor, access) ? 'allowed' : { ok: false, code: 'FORBIDDEN', message: forbidden ?? `This needs ${access} access to the profile.` };
}

const actorsFor = (access: Access): Actor[] =>
  access === 'public' || access === 'account' ? ['signed out', 'stranger'] : ['signed out', 'stranger', 'viewer', 'editor', 'owner'];

type Call = (path: string, input: unknown) => Promise<unknown>;
type Procedures = { [key: string]: Procedures } & Partial<Record<'query' | 'mutate', (input: unknown) => Promise<unknown>>>;
const at = (root: unknown, path: string) => path.split('.').reduce((node, key) => node[key]!, root as Procedures);

/** The same calls in-process through a caller, and over HTTP with a real session cookie for the account. */
const ways = {
  'through a caller': (database: TestDatabase) => async (user: User | null): Promise<Call> => {
    const caller = createCaller(createTestContext(database.db, user && asSessionUser(user)));
    return (path, input) => (at(caller, path) as unknown as (input: unknown) => Promise<unknown>)(input);
  },
  'over HTTP with a session cookie': (database: TestDatabase) => {
    const { app } = createTestApp(database);
    return async (user: User | null): Promise<Call> => {
      const client = createHttpClient(app, user ? await sessionCookieFor(database.db, user.id) : undefined);
      return (path, input) => at(client, path)[procedures[path]!._def.type === 'query' ? 'query' : 'mutate']!(input);
    };
  },
};

it('has a row for every procedure of the router, and none for a procedure it does not have', () => {
  expect(rows.map(([path]) => path).sort()).toEqual(procedurePaths);
});

describe.each(testEngines)('the permission matrix on %s', (engine) => {
  let database: TestDatabase;
  const people = {} as Record<'owner' | 'editor' | 'viewer', User>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const role of ['owner', 'editor', 'viewer'] as const) people[role] = await createUser(database.db, { name: role });
    await createProfile(database.db, people.owner.id, 'Own journal');
  });
  afterAll(() => database.dispose());

  async function freshProfile() {
    const { id } = await createProfile(database.db, people.owner.id);
    await shareProfile(database.db, id, people.editor.id, 'editor');
    await shareProfile(database.db, id, people.viewer.id, 'viewer');
    return id;
  }

  describe.each(Object.keys(ways) as (keyof typeof ways)[])('%s', (way) => {
    let callAs: (user: User | null) => Promise<Call>;
    beforeAll(() => {
      callAs = ways[way](database);
    });

    it.each(procedurePaths)('%s', async (path) => {
      const row = rowsByPath.get(path);
      expect(row, `${path} has no row in the permission matrix`).toBeDefined();
      for (const actor of actorsFor(row!.access)) {
        const caller = actor === 'signed out' ? null : actor === 'stranger' ? await createUser(database.db) : people[actor];
        const fixture: Fixture = { db: database.db, profileId: await freshProfile(), owner: people.owner, viewer: people.viewer, caller };
        const input = await row!.input(fixture);
        const answered = await outcomeOf((await callAs(caller))(path, input));
        const expected = expectedFor(row!, actor);
        const refusal = row!.refusals?.[actor];
        if (expected !== 'allowed') expect(answered, `${path} as ${actor}`).toMatchObject(expected);
        else if (refusal) expect(answered, `${path} as ${actor}`).toMatchObject({ ok: false, ...refusal });
        else expect(answered, `${path} as ${actor}`).toMatchObject({ ok: true });
      }
    });
  });

  describe('the image routes, over HTTP with a session cookie', () => {
    let app: ReturnType<typeof createTestApp>['app'];
    let profileId: string;
    const cookies = {} as Record<Actor, string | undefined>;

    beforeAll(async () => {
      app = createTestApp(database).app;
      profileId = await freshProfile();
      cookies.stranger = await sessionCookieFor(database.db, (await createUser(database.db)).id);
      for (const role of ['owner', 'editor', 'viewer'] as const) cookies[role] = await sessionCookieFor(database.db, people[role].id);
    });

    const upload = (cookie: string | undefined) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(makePng())], 'photo.png', { type: 'image/png' }));
      return app.request(`/api/images?profileId=${profileId}`, withAppOrigin({ method: 'POST', body: form }, cookie));
    };

    it('lets an editor or the owner upload (POST /api/images): a viewer 403, a stranger 404, signed out 401', async () => {
      const statuses = { 'signed out': 401, stranger: 404, viewer: 403, editor: 201, owner: 201 };
      for (const [actor, status] of Object.entries(statuses)) expect((await upload(cookies[actor as Actor])).status, actor).toBe(status);
    });

    it('shows an image to a viewer and up (GET /api/images/:key), and to nobody else: 404', async () => {
      const { url } = (await (await upload(cookies.owner)).json()) as { url: string };
      const statuses = { 'signed out': 404, stranger: 404, viewer: 200, editor: 200, owner: 200 };
      for (const [actor, status] of Object.entries(statuses)) {
        const cookie = cookies[actor as Actor];
        expect((await app.request(url, { headers: cookie ? { cookie } : {} })).status, actor).toBe(status);
      }
    });
  });
});
