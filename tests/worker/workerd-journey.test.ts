import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_UPLOAD_AGE_MS } from '../../src/worker/services/abandoned-uploads';
import { cookiePair } from '../support/auth';
import { startFakeHttpServer } from '../support/fake-http-server';
import { jsonReply, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { hostClient, onboardOverHttp, type RunningHost, signInByMagicLink, uploadImage } from '../support/http-journey';
import { backdateUpload, makePng } from '../support/images';
import { startTestServer } from '../support/node-server';
import { relayedEngine, startRelayedDatabase } from '../support/relayed-database';
import { checkoutCompleted, webhookRequest } from '../support/stripe-webhooks';
import { startWorkerInWorkerd } from '../support/workerd';

const APP_ORIGIN = 'https://attune.example';

/** Every header the shared security middleware sets, compared between the two hosts. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const securityHeadersOf = (response: Response) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]));

describe(`the Worker in workerd: Neon driver to ${relayedEngine} through a WebSocket relay, R2 emulated locally`, () => {
  let database: Awaited<ReturnType<typeof startRelayedDatabase>>;
  let resend: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let stripe: FakeStripe;
  let openai: FakeOpenAi;
  let worker: Awaited<ReturnType<typeof startWorkerInWorkerd>>;
  let node: Awaited<ReturnType<typeof startTestServer>>;
  let host: RunningHost;

  beforeAll(async () => {
    [database, resend, stripe, openai] = await Promise.all([
      startRelayedDatabase(),
      startFakeHttpServer({ 'POST /emails': () => ({ json: { id: 'email_1' } }) }),
      startFakeStripe(),
      startFakeOpenAi(),
    ]);
    const workerVars = {
      NODE_ENV: 'test', // wrangler.toml says production, which refuses NEON_WS_PROXY
      APP_ORIGIN,
      DATABASE_URL: database.databaseUrl,
      NEON_WS_PROXY: database.wsProxy,
      RESEND_API_KEY: 're_workerd_test',
      RESEND_BASE_URL: resend.url,
      MAIL_FROM: 'Attune <login@attune.example>',
      ...stripe.env,
      OPENAI_API_KEY: 'sk-workerd-test',
      OPENAI_BASE_URL: openai.baseUrl,
    };
    // The Node host runs beside it on the same database (by plain TCP), to compare headers with.
    [worker, node] = await Promise.all([startWorkerInWorkerd(workerVars), startTestServer({ env: { DATABASE_URL: database.databaseUrl } })]);
    host = { url: worker.url, origin: APP_ORIGIN };
  }, 120_000);
  afterAll(async () => {
    await Promise.all([worker?.dispose(), node?.close()]);
    await Promise.all([database?.dispose(), resend?.close(), stripe?.close(), openai?.close()]);
  });

  const latestMailText = () => (JSON.parse(resend.requests.at(-1)?.body ?? '{}') as { text?: string }).text ?? '';

  it('reports the production services: Neon, R2, Resend, Stripe and OpenAI', async () => {
    const status = await hostClient(host).system.status.query();
    expect(status.services).toMatchObject({ database: 'neon', images: 'r2', mail: 'resend', payments: 'stripe', ai: 'openai' });
  });

  it('generates insights through the OpenAI SDK in workerd and stores them with their evidence', async () => {
    const cookie = await signInByMagicLink(host, 'edge.thinker@example.com', latestMailText);
    const profileId = await onboardOverHttp(host, cookie);
    const api = hostClient(host, cookie);
    const ids = [];
    for (let day = 0; day < 5; day++) {
      const entry = { type: 'emotional', mood_category: 'negative', specific_mood: 'stressed', trigger: 'work', notes: `Deadline ${day}` } as const;
      ids.push((await api.entries.add.mutate({ profileId, entry })).id);
    }
    expect((await api.insights.overview.query({ profileId })).lock.remaining).toBe(0);
    openai.script(
      jsonReply({
        insights: [
          { title: 'Deadlines', category: 'trigger_pattern', description: 'Work deadlines come with stress.', frequency: 1, relevantMoods: ['stressed'], actionSteps: ['Plan breaks'], relatedEntryIds: ids },
        ],
      }),
    );
    const result = await api.insights.generate.mutate({ profileId });
    expect(result).toMatchObject({ status: 'generated', insights: [{ title: 'Deadlines', strength: 'strong' }] });
    expect(openai.bodies().at(-1)).toMatchObject({ model: 'gpt-4.1', temperature: 0.5 });
    expect((await api.insights.overview.query({ profileId })).insights.map((insight) => insight.relatedEntryIds.sort())).toEqual([[...ids].sort()]);
  });

  it('opens a Stripe checkout through the SDK in workerd, and turns the account pro on the signed webhook alone', async () => {
    const cookie = await signInByMagicLink(host, 'edge.payer@example.com', latestMailText);
    const api = hostClient(host, cookie);
    const { checkoutUrl } = await api.billing.checkout.mutate({ from: 'app' });
    expect(checkoutUrl).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const { params } = stripe.checkoutSessions().at(-1)!;
    expect(params.get('success_url')).toBe(`${APP_ORIGIN}/success`);
    expect((await api.billing.usage.query()).planType).toBe('free');

    const accountId = params.get('client_reference_id')!;
    const event = checkoutCompleted({ accountId, customerId: params.get('customer')!, subscriptionId: 'sub_edge' });
    const delivered = await fetch(`${host.url}/api/stripe/webhook`, await webhookRequest(event));
    expect(delivered.status).toBe(200);
    expect(await api.billing.usage.query()).toMatchObject({ planType: 'pro', canManageSubscription: true });
    const forged = await fetch(`${host.url}/api/stripe/webhook`, await webhookRequest(event, 'whsec_forged'));
    expect(forged.status).toBe(400);
  });

  it('signs in by magic link, logs an entry with an image kept in R2, and lists the feed', async () => {
    const cookie = await signInByMagicLink(host, 'edge.walker@example.com', latestMailText);
    const mail = resend.requests.at(-1)!;
    expect(mail.headers.authorization).toBe('Bearer re_workerd_test');
    expect(JSON.parse(mail.body)).toMatchObject({ from: 'Attune <login@attune.example>', to: 'edge.walker@example.com' });
    expect(cookie).toMatch(/^__Host-attune_session=/);

    const profileId = await onboardOverHttp(host, cookie);
    const uploaded = await uploadImage(host, cookie, profileId, makePng());
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { key: string; url: string };

    const api = hostClient(host, cookie);
    const entry = await api.entries.add.mutate({
      profileId,
      entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', notes: 'Logged at the edge', images: [image.key] },
    });
    const feed = await api.entries.list.query({ profileId });
    expect(feed.entries.map(({ id, notes, images }) => ({ id, notes, images }))).toEqual([
      { id: entry.id, notes: 'Logged at the edge', images: [image.key] },
    ]);

    const served = await fetch(`${host.url}${image.url}`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(makePng());
    expect((await fetch(`${host.url}${image.url}`)).status).toBe(404);

    // The export streams from Neon and R2 after the handler has returned.
    const exported = await fetch(`${host.url}/api/profiles/${profileId}/export.zip?timeZone=UTC`, { headers: { cookie } });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    expect(Buffer.from(files[`images/${image.key}`]!)).toEqual(makePng());
    const document = JSON.parse(strFromU8(files['journal.json']!)) as { entries: { id: string; notes: string }[] };
    expect(document.entries.map(({ id, notes }) => ({ id, notes }))).toEqual([{ id: entry.id, notes: 'Logged at the edge' }]);
    const csv = await fetch(`${host.url}/api/profiles/${profileId}/export.csv`, { headers: { cookie } });
    expect((await csv.text()).split('\r\n')).toHaveLength(3); // header, the entry, the final line break
  });

  it("shares a journal by invitation, and records the invitee's read in the owner's access log after the response", async () => {
    const ownerCookie = await signInByMagicLink(host, 'edge.owner@example.com', latestMailText);
    const profileId = await onboardOverHttp(host, ownerCookie);
    const owner = hostClient(host, ownerCookie);
    await owner.sharing.invite.mutate({ profileId, inviteeEmail: 'edge.coach@example.com', relationshipTag: 'Coach', shareMyFeed: true });
    const token = /#invitation=([a-z2-7]{32})/.exec(latestMailText())![1]!;

    const accepted = await fetch(`${host.url}/trpc/invitations.accept`, {
      method: 'POST',
      headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ token, confirmed: true }),
    });
    expect(accepted.status).toBe(200);
    const coach = hostClient(host, cookiePair(accepted.headers.get('set-cookie')));
    expect((await coach.profiles.list.query()).find((profile) => profile.id === profileId)).toMatchObject({ source: 'shared', permissionLevel: 'viewer' });
    await coach.entries.list.query({ profileId });

    await expect
      .poll(async () => (await owner.sharing.accessLog.query({ profileId })).reads.map((read) => [read.readerName, read.kind]), { timeout: 10_000 })
      .toEqual([['edge.coach', 'feed']]);
  });

  it('removes an upload no entry took up within a day when the cron trigger fires', async () => {
    const cookie = await signInByMagicLink(host, 'edge.tidy@example.com', latestMailText);
    const profileId = await onboardOverHttp(host, cookie);
    const image = (await (await uploadImage(host, cookie, profileId, makePng())).json()) as { key: string; url: string };
    const uploads = node.database.db.selectFrom('uploaded_images').select('key').where('key', '=', image.key);
    await backdateUpload(node.database.db, image.key, 2 * ABANDONED_UPLOAD_AGE_MS);

    expect((await fetch(`${host.url}/__scheduled?cron=${encodeURIComponent('23 * * * *')}`)).status).toBe(200);
    await expect.poll(() => uploads.execute(), { timeout: 10_000 }).toEqual([]);
    expect((await fetch(`${host.url}${image.url}`, { headers: { cookie } })).status).toBe(404);
  });

  it('sends a due reminder by email when the 5-minute cron trigger fires, with its one-click unsubscribe', async () => {
    const cookie = await signInByMagicLink(host, 'edge.reminded@example.com', latestMailText);
    await hostClient(host, cookie).reminders.save.mutate({ times: [{ minuteOfDay: 9 * 60, weekdays: 127 }], byPush: false, byEmail: true, skipWhenLogged: true });
    const user = await node.database.db.selectFrom('users').select('id').where('email', '=', 'edge.reminded@example.com').executeTakeFirstOrThrow();
    await node.database.db.updateTable('reminders').set({ next_due_at: new Date(Date.now() - 60_000) }).where('user_id', '=', user.id).execute();

    expect((await fetch(`${host.url}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)).status).toBe(200);
    const reminderMail = () => resend.requests.map((request) => JSON.parse(request.body)).find((mail) => mail.to === 'edge.reminded@example.com' && mail.subject === 'Your Attune reminder');
    await expect.poll(reminderMail, { timeout: 10_000 }).toMatchObject({
      headers: { 'List-Unsubscribe': expect.stringContaining(`<${APP_ORIGIN}/api/reminders/unsubscribe?token=`), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });

  it('answers page routes with index.html and the same security headers as the Node host', async () => {
    const [edgePage, nodePage] = await Promise.all([fetch(`${host.url}/journal`), fetch(`${node.url}/journal`)]);
    expect(edgePage.status).toBe(200);
    expect(await edgePage.text()).toContain('<div id="root"></div>');
    expect(securityHeadersOf(edgePage)).toEqual(securityHeadersOf(nodePage));
    expect(edgePage.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves the built client files as Workers assets, and 404 for a missing file as the Node host does', async () => {
    const favicon = await fetch(`${host.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await favicon.text()).toContain('<svg');
    expect(favicon.headers.get('x-frame-options')).toBe('DENY');
    for (const url of [host.url, node.url]) expect((await fetch(`${url}/assets/missing-file.js`)).status).toBe(404);
  });

  it('serves the installable app (manifest, icons, service worker) as the Node host does, the worker revalidated', async () => {
    for (const [path, type] of [['/manifest.webmanifest', 'application/manifest+json'], ['/icons/icon-512.png', 'image/png'], ['/sw.js', 'javascript']]) {
      const [edge, nodeFile] = await Promise.all([fetch(`${host.url}${path}`), fetch(`${node.url}${path}`)]);
      expect(edge.status, path).toBe(200);
      expect(edge.headers.get('content-type'), path).toContain(type);
      expect(edge.headers.get('cache-control'), path).toBe('no-cache');
      expect(Buffer.from(await edge.arrayBuffer()).equals(Buffer.from(await nodeFile.arrayBuffer())), path).toBe(true);
    }
  });

  it('lets browsers keep hashed assets for good and revalidate pages, as the Node host does', async () => {
    const page = await fetch(`${host.url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const [edgeAsset, nodeAsset] = await Promise.all([fetch(`${host.url}${script}`), fetch(`${node.url}${script}`)]);
    expect(edgeAsset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(edgeAsset.headers.get('cache-control')).toBe(nodeAsset.headers.get('cache-control'));
  });
});
