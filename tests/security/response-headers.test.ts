import { request } from 'node:http';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/worker/auth/session-cookie';
import { createSession } from '../../src/worker/auth/sessions';
import { createTestApp, testConfig } from '../support/app';
import { latestLoginToken } from '../support/auth';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { makePng } from '../support/images';
import { startTestServer } from '../support/node-server';

const PUBLIC_ORIGIN = 'https://attune.example';
const LOCAL_ORIGIN = 'http://localhost:8787';
const ATTACKER = 'https://attacker.example';
const HALF_A_YEAR_S = 180 * 24 * 60 * 60;

interface Answer {
  status: number;
  headers: Headers;
}

/** A request to the Node host with the Host header given (fetch always sends the URL's own). */
async function hostRequest(url: string, host: string, init: RequestInit = {}): Promise<Answer> {
  const prepared = new Request(url, init);
  const body = init.body ? Buffer.from(await prepared.arrayBuffer()) : undefined;
  const headers: Record<string, string> = { host };
  prepared.headers.forEach((value, name) => (headers[name] = value));
  return new Promise((answered, failed) => {
    const sent = request(url, { method: prepared.method, headers }, (response) => {
      response.resume();
      const received = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        for (const one of [value ?? []].flat()) received.append(name, one);
      }
      answered({ status: response.statusCode ?? 0, headers: received });
    });
    sent.on('error', failed).end(body);
  });
}

const fileForm = (file: File) => {
  const form = new FormData();
  form.set('file', file);
  return form;
};
const pngForm = () => fileForm(new File([new Uint8Array(makePng())], 'photo.png', { type: 'image/png' }));
const emptyJournalForm = () => fileForm(new File([strToU8(JSON.stringify({ format: 'attune-journal', version: 1, entries: [] }))], 'journal.json'));
const listInput = (profileId: string) => `input=${encodeURIComponent(JSON.stringify({ profileId }))}`;

/** A signed-in account's journal with one image, on a host reached at `ask`. */
interface Site {
  ask(path: string, init?: RequestInit, host?: string): Promise<Answer>;
  signedIn(init?: RequestInit): RequestInit;
  profileId: string;
  imageKey: string;
}

/** Every kind of response the app gives, with the status that shows it is that kind. */
const KINDS: Record<string, { status: number; send: (site: Site) => Promise<Answer> }> = {
  'page (HTML)': { status: 200, send: (site) => site.ask('/') },
  'unknown page': { status: 200, send: (site) => site.ask('/no/such/page') },
  'static asset': { status: 200, send: (site) => site.ask('/favicon.svg') },
  'missing static asset': { status: 404, send: (site) => site.ask('/assets/no-such-file.js') },
  'API success': { status: 200, send: (site) => site.ask(`/trpc/entries.list?${listInput(site.profileId)}`, site.signedIn()) },
  'API error (tRPC 401)': { status: 401, send: (site) => site.ask(`/trpc/entries.list?${listInput(site.profileId)}`) },
  'API error (tRPC 404)': { status: 404, send: (site) => site.ask(`/trpc/entries.list?${listInput(crypto.randomUUID())}`, site.signedIn()) },
  'cross-site 403': {
    status: 403,
    send: (site) => site.ask('/trpc/auth.signOut', { method: 'POST', headers: { ...site.signedIn().headers, origin: ATTACKER, 'content-type': 'application/json' } }),
  },
  image: { status: 200, send: (site) => site.ask(`/api/images/${site.imageKey}`, site.signedIn()) },
  'image not found': { status: 404, send: (site) => site.ask(`/api/images/${site.imageKey.replace(/\d/, '0')}`, site.signedIn()) },
  'export (CSV)': { status: 200, send: (site) => site.ask(`/api/profiles/${site.profileId}/export.csv`, site.signedIn()) },
  'export (ZIP)': { status: 200, send: (site) => site.ask(`/api/profiles/${site.profileId}/export.zip`, site.signedIn()) },
  'import preview': {
    status: 200,
    send: (site) => site.ask(`/api/profiles/${site.profileId}/import?step=preview`, site.signedIn({ method: 'POST', body: emptyJournalForm() })),
  },
  'unknown /api 404': { status: 404, send: (site) => site.ask('/api/no-such-route') },
  '421 wrong Host': { status: 421, send: (site) => site.ask('/', {}, 'attacker.example') },
};

const directives = (policy: string | null) =>
  new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')] as const));

describe('security headers on every kind of response of the Node host, at a public origin', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const answers = new Map<string, Answer>();

  beforeAll(async () => {
    server = await startTestServer({ env: { APP_ORIGIN: PUBLIC_ORIGIN } });
    const { db } = server.database;
    const user = await createUser(db);
    const cookie = `${sessionCookieName(testConfig({ APP_ORIGIN: PUBLIC_ORIGIN }))}=${(await createSession(db, user.id)).token}`;
    const url = server.url;
    const site: Site = {
      ask: (path, init = {}, host = new URL(PUBLIC_ORIGIN).host) => hostRequest(new URL(path, url).toString(), host, init),
      signedIn: (init = {}) => ({ ...init, headers: { origin: PUBLIC_ORIGIN, cookie, ...init.headers } }),
      profileId: (await createProfile(db, user.id)).id,
      imageKey: '',
    };
    expect((await site.ask(`/api/images?profileId=${site.profileId}`, site.signedIn({ method: 'POST', body: pngForm() }))).status).toBe(201);
    site.imageKey = (await db.selectFrom('uploaded_images').select('key').executeTakeFirstOrThrow()).key;
    for (const [kind, { send }] of Object.entries(KINDS)) answers.set(kind, await send(site));
  });
  afterAll(() => server?.close());

  it('answers each kind with its own status, so the headers checked are those of that answer', () => {
    const statuses = Object.fromEntries([...answers].map(([kind, answer]) => [kind, answer.status]));
    expect(statuses).toEqual(Object.fromEntries(Object.entries(KINDS).map(([kind, { status }]) => [kind, status])));
  });

  describe.each(Object.keys(KINDS))('%s', (kind) => {
    const headers = () => answers.get(kind)!.headers;

    it("forbids framing: CSP frame-ancestors 'none' and X-Frame-Options DENY", () => {
      expect(directives(headers().get('content-security-policy')).get('frame-ancestors')).toBe("'none'");
      expect(headers().get('x-frame-options')).toBe('DENY');
    });

    it('lets scripts come only from the app itself, or from nowhere', () => {
      const policy = directives(headers().get('content-security-policy'));
      expect(["'self'", "'none'"]).toContain(policy.get('script-src') ?? policy.get('default-src'));
    });

    it('sends Referrer-Policy strict-origin, nosniff, and HSTS for at least half a year', () => {
      expect(headers().get('referrer-policy')).toBe('strict-origin');
      expect(headers().get('x-content-type-options')).toBe('nosniff');
      expect(Number(/max-age=(\d+)/.exec(headers().get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(HALF_A_YEAR_S);
    });
  });
});

describe('the session cookie and cross-site requests', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database?.dispose());

  /** A tRPC mutation as a page at `origin` sends it. */
  const mutate = (app: ReturnType<typeof createTestApp>['app'], origin: string, path: string, input: unknown, cookie?: string) =>
    app.request(`/trpc/${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(input),
    });

  describe.each([
    { origin: PUBLIC_ORIGIN, prefix: '__Host-', secure: true },
    { origin: LOCAL_ORIGIN, prefix: '', secure: false },
  ])('at $origin', ({ origin, prefix, secure }) => {
    it(`are ${prefix}attune_session, ${prefix}attune_login_request and ${prefix}attune_device: HttpOnly, SameSite=Lax, Path=/, no Domain, ${secure ? 'Secure' : 'not Secure'}; cleared alike`, async () => {
      const { app, mailer } = createTestApp(database, { env: { APP_ORIGIN: origin } });
      const asked = await mutate(app, origin, 'auth.requestLoginLink', { email: `cookie-${crypto.randomUUID().slice(0, 8)}@example.com` });
      const [loginRequest] = asked.headers.getSetCookie();
      const redeemed = await mutate(app, origin, 'auth.redeemLoginLink', { token: latestLoginToken(mailer) }, loginRequest!.split(';')[0]);
      const [signedIn, device, loginRequestCleared] = redeemed.headers.getSetCookie();
      const [signedOut] = (await mutate(app, origin, 'auth.signOut', undefined, signedIn!.split(';')[0])).headers.getSetCookie();
      const cookies = [
        [`${prefix}attune_login_request`, loginRequest],
        [`${prefix}attune_login_request`, loginRequestCleared],
        [`${prefix}attune_session`, signedIn],
        [`${prefix}attune_session`, signedOut],
        [`${prefix}attune_device`, device],
      ];
      for (const [name, cookie] of cookies) {
        const [pair, ...attributes] = cookie!.split(/;\s*/);
        expect(pair!.split('=')[0]).toBe(name);
        expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
        expect(attributes.includes('Secure')).toBe(secure);
        expect(attributes.some((attribute) => /^domain=/i.test(attribute))).toBe(false);
      }
    });
  });

  describe('a POST that does not come from the app itself is refused, and changes nothing', () => {
    let app: ReturnType<typeof createTestApp>['app'];
    let cookie: string;
    let profileId: string;

    beforeAll(async () => {
      app = createTestApp(database).app;
      const user = await createUser(database.db);
      profileId = (await createProfile(database.db, user.id)).id;
      cookie = `${sessionCookieName(testConfig())}=${(await createSession(database.db, user.id)).token}`;
    });

    const json = (input: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
    const POSTS: Record<string, () => [string, RequestInit]> = {
      'tRPC mutation (entries.add)': () => ['/trpc/entries.add', json({ profileId, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 5 } })],
      'batched tRPC mutation': () => ['/trpc/entries.clear?batch=1', json({ 0: { profileId } })],
      'sign-out': () => ['/trpc/auth.signOut', json(undefined)],
      'image upload': () => [`/api/images?profileId=${profileId}`, { body: pngForm() }],
      'import commit': () => [`/api/profiles/${profileId}/import?step=commit`, { body: emptyJournalForm() }],
      'a route that does not exist': () => ['/api/no-such-route', { body: 'x' }],
    };
    const SENDERS: Record<string, Record<string, string>> = {
      'an Origin of another site': { origin: ATTACKER },
      'another site claiming Sec-Fetch-Site: same-origin': { origin: ATTACKER, 'sec-fetch-site': 'same-origin' },
      'Origin: null (a sandboxed frame)': { origin: 'null' },
      'Sec-Fetch-Site: cross-site and no Origin': { 'sec-fetch-site': 'cross-site' },
      'Sec-Fetch-Site: same-site and no Origin (a sibling subdomain)': { 'sec-fetch-site': 'same-site' },
      'no Origin and no Sec-Fetch-Site': {},
    };
    const cases = Object.keys(POSTS).flatMap((post) => Object.keys(SENDERS).map((sender) => [post, sender] as const));

    it.each(cases)('%s from %s: 403', async (post, sender) => {
      const [path, init] = POSTS[post]!();
      const headers = { ...(init.headers as Record<string, string>), ...SENDERS[sender], cookie };
      const response = await app.request(path, { ...init, method: 'POST', headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { message: 'This request must come from the Attune app itself.' } });
    });

    it('left the session, the journal and the uploads as they were; the same calls from the app itself go through', async () => {
      const list = await app.request(`/trpc/entries.list?${listInput(profileId)}`, { headers: { cookie } });
      expect(list.status).toBe(200);
      expect(await database.db.selectFrom('wellness_entries').select('id').where('profile_id', '=', profileId).execute()).toEqual([]);
      expect(await database.db.selectFrom('uploaded_images').select('key').where('profile_id', '=', profileId).execute()).toEqual([]);
      const [path, init] = POSTS['tRPC mutation (entries.add)']!();
      const sameOrigin = await app.request(path, { ...init, method: 'POST', headers: { ...(init.headers as Record<string, string>), origin: LOCAL_ORIGIN, cookie } });
      expect(sameOrigin.status).toBe(200);
    });
  });
});
