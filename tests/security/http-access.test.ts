import { randomBytes, randomUUID } from 'node:crypto';
import { strToU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccessLevel, grantsAccess } from '../../src/shared/domain/access';
import { sessionCookieName } from '../../src/worker/auth/session-cookie';
import { createSession } from '../../src/worker/auth/sessions';
import { testConfig, withAppOrigin } from '../support/app';
import { useAppOnEngine } from '../support/app-on-engine';
import { postProcedure, sessionCookieFor } from '../support/auth';
import { comparableResponse } from '../support/comparable-response';
import { testEngines } from '../support/database';
import { createEntry, createProfile, createUser, shareProfile } from '../support/factories';
import { FAKE_STRIPE_KEYS } from '../support/fake-stripe';
import { makePng } from '../support/images';
import { checkoutCompleted, webhookRequest } from '../support/stripe-webhooks';

/** Who calls: four ways of having no valid session, an account without access, and the three levels. */
const ACTORS = ['signed out', 'forged cookie', 'expired session', 'signed-out session', 'stranger', 'viewer', 'editor', 'owner'] as const;
type Actor = (typeof ACTORS)[number];
const SIGNED_OUT_LIKE: readonly Actor[] = ['signed out', 'forged cookie', 'expired session', 'signed-out session'];
const LEVELS: readonly Actor[] = ['viewer', 'editor', 'owner'];

/** What a route names: a profile, an entry in it, an image key in it. */
interface Target {
  profileId: string;
  entryId: string;
  imageKey: string;
}

interface Probe {
  /** The path and request (without cookie or Origin) asking about `target`. */
  send: (target: Target) => [path: string, init: RequestInit];
}

interface Route extends Probe {
  access: AccessLevel;
  success: number;
  /** Refuses everyone without access alike (404), not only strangers: the image hides that it exists. */
  hidden?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_ONE_KEY = 'uploaded-image-1700000000000-abcdef123.png';

function formWith(file: File) {
  const form = new FormData();
  form.set('file', file);
  return form;
}
const pngForm = () => formWith(new File([new Uint8Array(makePng())], 'photo.png', { type: 'image/png' }));
/** An Attune export with nothing in it: a preview and a commit both succeed and write nothing. */
const emptyJournalForm = () =>
  formWith(new File([strToU8(JSON.stringify({ format: 'attune-journal', version: 1, entries: [] }))], 'journal.json', { type: 'application/json' }));
const trpcPost = (path: string, input: unknown): [string, RequestInit] => [
  `/trpc/${path}`,
  { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) },
];

/** Every /api route that concerns a profile, with the level it needs (ARCHITECTURE.md, access rules). */
const ROUTES: Record<string, Route> = {
  'GET /api/images/:key': { access: 'viewer', success: 200, hidden: true, send: ({ imageKey }) => [`/api/images/${imageKey}`, {}] },
  'POST /api/images': { access: 'editor', success: 201, send: ({ profileId }) => [`/api/images?profileId=${profileId}`, { method: 'POST', body: pngForm() }] },
  'GET /api/profiles/:id/export.zip': { access: 'viewer', success: 200, send: ({ profileId }) => [`/api/profiles/${profileId}/export.zip`, {}] },
  'GET /api/profiles/:id/export.csv': { access: 'viewer', success: 200, send: ({ profileId }) => [`/api/profiles/${profileId}/export.csv`, {}] },
  'POST /api/profiles/:id/import?step=preview': {
    access: 'editor',
    success: 200,
    send: ({ profileId }) => [`/api/profiles/${profileId}/import?step=preview`, { method: 'POST', body: emptyJournalForm() }],
  },
  'POST /api/profiles/:id/import?step=commit': {
    access: 'editor',
    success: 200,
    send: ({ profileId }) => [`/api/profiles/${profileId}/import?step=commit`, { method: 'POST', body: emptyJournalForm() }],
  },
};

/** tRPC calls that name a profile's entries, for the enumeration checks beside the routes. */
const ENTRY_PROBES: Record<string, Probe> = {
  'entries.delete': { send: ({ profileId, entryId }) => trpcPost('entries.delete', { profileId, id: entryId }) },
  'entries.list': { send: ({ profileId }) => [`/trpc/entries.list?input=${encodeURIComponent(JSON.stringify({ profileId }))}`, {}] },
};

function expectedStatus(route: Route, actor: Actor): number {
  if (LEVELS.includes(actor) && grantsAccess(actor as AccessLevel, route.access)) return route.success;
  if (route.hidden || actor === 'stranger') return 404;
  return SIGNED_OUT_LIKE.includes(actor) ? 401 : 403;
}

describe.each(testEngines)('the HTTP routes on %s', (engine) => {
  const context = useAppOnEngine(engine, { env: FAKE_STRIPE_KEYS });
  const cookies = {} as Record<Actor, string | undefined>;
  let journal: Target;
  /** The stranger's own journal, where another account's entry id is looked up. */
  let strangersProfileId: string;
  let ownerId: string;

  const send = (probe: Probe, target: Target, cookie: string | undefined) => {
    const [path, init] = probe.send(target);
    return context.harness.app.request(path, withAppOrigin(init, cookie));
  };

  beforeAll(async () => {
    const { db } = context.database;
    const cookieName = sessionCookieName(testConfig());
    const [owner, viewer, editor, stranger, expired, leaving] = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
    ownerId = owner!.id;
    const profile = await createProfile(db, owner!.id, 'Private journal');
    await shareProfile(db, profile.id, viewer!.id, 'viewer');
    await shareProfile(db, profile.id, editor!.id, 'editor');
    // The ended sessions are of accounts that hold the owner's own level, so only the session refuses them.
    await shareProfile(db, profile.id, expired!.id, 'editor');
    await shareProfile(db, profile.id, leaving!.id, 'editor');
    strangersProfileId = (await createProfile(db, stranger!.id, 'Stranger')).id;

    cookies['signed out'] = undefined;
    cookies['forged cookie'] = `${cookieName}=${randomBytes(20).toString('hex')}`;
    cookies['expired session'] = `${cookieName}=${(await createSession(db, expired!.id, new Date(Date.now() - 60 * DAY_MS))).token}`;
    cookies['signed-out session'] = await sessionCookieFor(db, leaving!.id);
    expect((await postProcedure(context.harness.app, 'auth.signOut', undefined, cookies['signed-out session'])).status).toBe(200);
    for (const [actor, user] of [['stranger', stranger], ['viewer', viewer], ['editor', editor], ['owner', owner]] as const) {
      cookies[actor] = await sessionCookieFor(db, user!.id);
    }

    const uploaded = await send(ROUTES['POST /api/images']!, { profileId: profile.id } as Target, cookies.owner);
    const { key } = (await uploaded.json()) as { key: string };
    journal = { profileId: profile.id, entryId: (await createEntry(db, profile.id)).id, imageKey: key };
  });

  describe('allow each actor exactly what its level on the profile grants', () => {
    const cases = Object.entries(ROUTES).flatMap(([name, route]) => ACTORS.map((actor) => [name, actor, expectedStatus(route, actor)] as const));
    it.each(cases)('%s as %s: %i', async (name, actor, status) => {
      const response = await send(ROUTES[name]!, journal, cookies[actor]);
      expect(response.status).toBe(status);
      await response.body?.cancel();
    });
  });

  describe("reveal nothing about another account's ids: the answer equals the one for an id that does not exist", () => {
    const nowhere = (): Target => ({ profileId: randomUUID(), entryId: randomBytes(16).toString('base64url').slice(0, 21), imageKey: DAY_ONE_KEY });
    const probes = Object.entries({ ...ROUTES, ...ENTRY_PROBES });
    const cases = probes.flatMap(([name]) => (['signed out', 'stranger'] as const).map((actor) => [name, actor] as const));

    it.each(cases)("%s as %s: another account's ids", async (name, actor) => {
      const probe = Object.fromEntries(probes)[name]!;
      const theirs = await comparableResponse(await send(probe, journal, cookies[actor]));
      expect(theirs.status).toBe(actor === 'signed out' && !('hidden' in probe && probe.hidden) ? 401 : 404);
      expect(await comparableResponse(await send(probe, nowhere(), cookies[actor]))).toEqual(theirs);
    });

    it("answers a stranger's own profile with another account's entry id as with an entry id that does not exist", async () => {
      const probe = ENTRY_PROBES['entries.delete']!;
      const theirs = await comparableResponse(await send(probe, { ...journal, profileId: strangersProfileId }, cookies.stranger));
      expect(theirs.status).toBe(404);
      expect(await comparableResponse(await send(probe, { ...nowhere(), profileId: strangersProfileId }, cookies.stranger))).toEqual(theirs);
    });
  });

  describe('the Stripe webhook believes only a fresh signature, once', () => {
    const post = (init: RequestInit) => context.harness.app.request('/api/stripe/webhook', init);
    const recordedEvents = (id: string) => context.database.db.selectFrom('stripe_events').select('id').where('id', '=', id).execute();
    const planOfOwner = () => context.database.db.selectFrom('plans').select('plan_type').where('user_id', '=', ownerId).executeTakeFirst();
    const upgrade = () => checkoutCompleted({ accountId: ownerId, customerId: 'cus_forged', subscriptionId: 'sub_forged' });

    it('refuses an unsigned, a wrongly signed and an old (replayed) request, and records nothing', async () => {
      const event = upgrade();
      expect((await post({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) })).status).toBe(400);
      expect((await post(await webhookRequest(event, 'whsec_someone_else'))).status).toBe(400);
      const capturedTenMinutesAgo = await webhookRequest(event, undefined, new Date(Date.now() - 10 * 60 * 1000));
      expect((await post(capturedTenMinutesAgo)).status).toBe(400);
      expect(await recordedEvents(event.id)).toEqual([]);
    });

    it('applies a delivery sent again only once', async () => {
      const event = upgrade();
      const delivery = await webhookRequest(event);
      expect(await (await post(delivery)).json()).toMatchObject({ outcome: 'applied' });
      expect(await (await post(delivery)).json()).toEqual({ received: true, outcome: 'duplicate' });
      expect(await recordedEvents(event.id)).toHaveLength(1);
      expect(await planOfOwner()).toMatchObject({ plan_type: 'pro' });
    });
  });

  describe('the other /api routes', () => {
    it.each(['/api/auth/google', '/api/auth/google/callback', '/api/no-such-route'])('%s answers every actor the same 404 when it has nothing to do', async (path) => {
      const answers = await Promise.all(ACTORS.map(async (actor) => comparableResponse(await context.harness.app.request(path, withAppOrigin({}, cookies[actor])))));
      expect(answers[0]!.status).toBe(404);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    });
  });
});
