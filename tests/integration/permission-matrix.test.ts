import type { inferRouterInputs } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessLevel, grantsAccess } from '../../src/shared/domain/access';
import { INSIGHT_PERMISSION_MESSAGES } from '../../src/shared/domain/insights';
import { type AppRouter, createCaller } from '../../src/worker/routers';
import type { JournalReads } from '../../src/worker/trpc';
import { createBackgroundWork, createHttpClient, createTestApp, withAppOrigin } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { asSessionUser, createTestContext } from '../support/caller';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile, createUser, shareProfile } from '../support/factories';
import { makePng } from '../support/images';
import { inputBuildersByPath, type ProcedureFixture, procedurePaths, routerProcedures } from '../support/procedure-inputs';
import { outcomeOf, type Outcome } from '../support/trpc-outcome';

type User = Awaited<ReturnType<typeof createUser>>;
type Inputs = inferRouterInputs<AppRouter>;

/** Who may call a procedure: anyone, any signed-in account, or an account with this level on the input's profile. */
type Access = 'public' | 'account' | AccessLevel;
/** Who calls. The stranger is a new account each call, with no access to the profile. */
type Actor = 'signed out' | 'stranger' | AccessLevel;

interface Common {
  /** Refusals that are business rules, not access: the only failures allowed to a caller with access. */
  refusals?: Partial<Record<Actor, { code: string; reason?: string }>>;
  /** The sentence a lower level is refused with, where the spec words it. */
  forbidden?: string;
}

/**
 * A procedure on a profile also says what it gives back of the journal: the kind of read it records
 * in the owner's access log when someone else calls it (proven for every such caller), or 'none'
 * when it returns no journal content (and it is proven to record nothing).
 */
type Row = (Common & { access: 'public' | 'account' }) | (Common & { access: AccessLevel; reads: JournalReads });

/** One row per procedure, nested as the router is: a procedure added without a row does not compile, nor pass. */
type Matrix = { [R in keyof Inputs]: { [P in keyof Inputs[R]]: Row } };

const outOfOrder = { stranger: { code: 'CONFLICT' } };

/**
 * Every procedure's access (ARCHITECTURE.md, access rules), proven for each caller: signed out
 * UNAUTHORIZED unless public; on a profile, a stranger NOT_FOUND, a lower level FORBIDDEN, and the
 * levels at or above the row's through (a success, or only the business refusal the row names).
 * Each call's valid input comes from `procedureInputs`; the owner is on pro for insights.generate.
 */
const matrix: Matrix = {
  // A stranger is a new account each call, so deleting it harms nobody else's row.
  account: {
    deletionSummary: { access: 'account' },
    delete: { access: 'account' },
  },
  affirmations: {
    suggest: { access: 'editor', reads: 'entry' },
    save: { access: 'editor', reads: 'none' },
  },
  auth: {
    session: { access: 'public' },
    requestLoginLink: { access: 'public' },
    redeemLoginLink: { access: 'public' },
    signOut: { access: 'account' },
  },
  // Payments are not configured in the test app, so an upgrade is refused as a business rule.
  billing: {
    usage: { access: 'account' },
    checkout: { access: 'account', refusals: { stranger: { code: 'PRECONDITION_FAILED' } } },
    portal: { access: 'account', refusals: { stranger: { code: 'PRECONDITION_FAILED' } } },
  },
  entries: {
    list: { access: 'viewer', reads: 'feed' },
    search: { access: 'viewer', reads: 'search' },
    timeline: { access: 'viewer', reads: 'feed' },
    add: { access: 'editor', reads: 'none' },
    update: { access: 'editor', reads: 'entry' },
    delete: { access: 'editor', reads: 'none' },
    clear: { access: 'editor', reads: 'none' },
  },
  exercise: {
    words: { access: 'editor', reads: 'entry' },
    recordSession: { access: 'editor', reads: 'none' },
    sessions: { access: 'viewer', reads: 'exercise' },
  },
  insights: {
    overview: { access: 'viewer', reads: 'insights' },
    generate: { access: 'editor', reads: 'insights', forbidden: INSIGHT_PERMISSION_MESSAGES.generate },
    delete: { access: 'editor', reads: 'none', forbidden: INSIGHT_PERMISSION_MESSAGES.delete },
    clear: { access: 'editor', reads: 'none', forbidden: INSIGHT_PERMISSION_MESSAGES.clear },
  },
  invitations: {
    accept: { access: 'public' },
  },
  // A new account stands at the first question, so the later steps are refused as out of order.
  onboarding: {
    start: { access: 'account' },
    answer: { access: 'account' },
    back: { access: 'account', refusals: outOfOrder },
    commit: { access: 'account', refusals: outOfOrder },
    choosePlan: { access: 'account', refusals: outOfOrder },
    complete: { access: 'account', refusals: outOfOrder },
  },
  patterns: {
    calendar: { access: 'viewer', reads: 'calendar' },
    statistics: { access: 'viewer', reads: 'statistics' },
    bodyMap: { access: 'viewer', reads: 'body_map' },
  },
  preferences: {
    quickAddButtons: { access: 'account' },
    saveQuickAddButtons: { access: 'account' },
    saveTimeZone: { access: 'account' },
  },
  reminders: {
    get: { access: 'account' },
    save: { access: 'account' },
    // this test server has no VAPID keys, so push is refused as not set up
    subscribeDevice: { access: 'account', refusals: { stranger: { code: 'PRECONDITION_FAILED' }, owner: { code: 'PRECONDITION_FAILED' }, editor: { code: 'PRECONDITION_FAILED' }, viewer: { code: 'PRECONDITION_FAILED' } } },
    unsubscribeDevice: { access: 'account' },
  },
  profiles: {
    list: { access: 'account' },
    create: { access: 'account' },
    update: { access: 'owner', reads: 'none' },
    deletionSummary: { access: 'owner', reads: 'none' },
    // the owner keeps other profiles of their own, so deleting this one is allowed
    delete: { access: 'owner', reads: 'none' },
  },
  sharing: {
    overview: { access: 'owner', reads: 'none' },
    invite: { access: 'owner', reads: 'none' },
    withdrawInvitation: { access: 'owner', reads: 'none' },
    changeAccess: { access: 'owner', reads: 'none' },
    revokeAccess: { access: 'owner', reads: 'none' },
    leave: { access: 'viewer', reads: 'none', refusals: { owner: { code: 'BAD_REQUEST' } } },
    accessLog: { access: 'owner', reads: 'none' },
  },
  system: {
    status: { access: 'public' },
  },
};

const rows = Object.entries(matrix).flatMap(([namespace, procedures]) =>
  Object.entries(procedures as Record<string, Row>).map(([name, row]) => [`${namespace}.${name}`, row] as const),
);
const rowsByPath = new Map<string, Row>(rows);

/** What each caller is answered on a row: allowed through (success or a business refusal), or an access refusal. */
function expectedFor({ access, forbidden }: Row, actor: Actor): 'allowed' | Outcome {
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

/** An account's calls, and a wait until what they left for after the response (their reads) is written. */
interface Caller {
  call: Call;
  settled(): Promise<void>;
}

/** The same calls in-process through a caller, and over HTTP with a real session cookie for the account. */
const ways = {
  'through a caller': (database: TestDatabase) => async (user: User | null): Promise<Caller> => {
    const context = createTestContext(database.db, user && asSessionUser(user));
    const caller = createCaller(context);
    return {
      call: (path, input) => (at(caller, path) as unknown as (input: unknown) => Promise<unknown>)(input),
      settled: () => context.reads.flush(database.db),
    };
  },
  'over HTTP with a session cookie': (database: TestDatabase) => {
    const { app } = createTestApp(database);
    return async (user: User | null): Promise<Caller> => {
      const background = createBackgroundWork();
      const client = createHttpClient(app, user ? await sessionCookieFor(database.db, user.id) : undefined, background);
      return {
        call: (path, input) => at(client, path)[routerProcedures[path]!._def.type === 'query' ? 'query' : 'mutate']!(input),
        settled: () => background.settled(),
      };
    };
  },
};

/** The reads the owner's access log holds of a profile, by kind and reader. */
const readsOf = (database: TestDatabase, profileId: string) =>
  database.db.selectFrom('profile_reads').select(['kind', 'reader_user_id as readerUserId']).where('profile_id', '=', profileId).execute();

/** What a call leaves in the access log: a read of the row's kind by a caller other than the owner whose call went through, else nothing. */
function readsExpected(row: Row, actor: Actor, caller: User | null, answered: Outcome) {
  if (!('reads' in row) || row.reads === 'none' || !answered.ok || actor === 'owner' || !caller) return [];
  return [{ kind: row.reads, readerUserId: caller.id }];
}

it('has a row and an input for every procedure of the router, and none for a procedure it does not have', () => {
  expect(rows.map(([path]) => path).sort()).toEqual(procedurePaths);
  expect([...inputBuildersByPath.keys()].sort()).toEqual(procedurePaths);
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
    let callAs: (user: User | null) => Promise<Caller>;
    beforeAll(() => {
      callAs = ways[way](database);
    });

    it.each(procedurePaths)('%s', async (path) => {
      const row = rowsByPath.get(path);
      expect(row, `${path} has no row in the permission matrix`).toBeDefined();
      for (const actor of actorsFor(row!.access)) {
        const caller = actor === 'signed out' ? null : actor === 'stranger' ? await createUser(database.db) : people[actor];
        const fixture: ProcedureFixture = { db: database.db, profileId: await freshProfile(), owner: people.owner, viewer: people.viewer, caller };
        const input = await inputBuildersByPath.get(path)!(fixture);
        const { call, settled } = await callAs(caller);
        const answered = await outcomeOf(call(path, input));
        const expected = expectedFor(row!, actor);
        const refusal = row!.refusals?.[actor];
        if (expected !== 'allowed') expect(answered, `${path} as ${actor}`).toMatchObject(expected);
        else if (refusal) expect(answered, `${path} as ${actor}`).toMatchObject({ ok: false, ...refusal });
        else expect(answered, `${path} as ${actor}`).toMatchObject({ ok: true });
        await settled();
        expect(await readsOf(database, fixture.profileId), `${path} as ${actor}: the owner's access log`).toEqual(readsExpected(row!, actor, caller, answered));
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
