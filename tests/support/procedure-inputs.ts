import type { inferRouterInputs } from '@trpc/server';
import type { Kysely } from 'kysely';
import { sendLoginLink } from '../../src/worker/auth/login-links';
import { recordUpload } from '../../src/worker/db/images';
import type { Database } from '../../src/worker/db/schema';
import { appRouter, type AppRouter } from '../../src/worker/routers';
import { createDevOutbox } from '../../src/worker/services/mail/dev-outbox';
import { latestLoginToken } from './auth';
import { createEntry, createInsight, createInvitation, type createUser } from './factories';
import { setPlanUsage } from './journal';
import { createCapturedLogger } from './logger';

type User = Awaited<ReturnType<typeof createUser>>;
type Inputs = inferRouterInputs<AppRouter>;

/** A profile of its own for the call, owned by `owner` and shared with a `viewer`. */
export interface ProcedureFixture {
  db: Kysely<Database>;
  profileId: string;
  owner: User;
  viewer: User;
  /** The account making the call (null when signed out). */
  caller: User | null;
}

export type InputBuilder<Input> = (fixture: ProcedureFixture) => Input | Promise<Input>;

/** One builder per procedure, nested as the router is: a procedure added without one does not compile. */
type ProcedureInputs = { [R in keyof Inputs]: { [P in keyof Inputs[R]]: InputBuilder<Inputs[R][P]> } };

const uniqueEmail = () => `someone-${crypto.randomUUID().slice(0, 8)}@example.com`;
const profileOnly = ({ profileId }: ProcedureFixture) => ({ profileId });
const none = () => undefined;
const entryOf = async ({ db, profileId }: ProcedureFixture) => ({ profileId, id: (await createEntry(db, profileId)).id });
const details = { name: 'Renamed', color: 'bg-sky-500', initial: 'R' } as const;
/** Every tag of an entry set, so each is a text field for the fuzz to spoil. */
const tags = { trigger: 'work', location: 'indoor', social: 'alone', environment: 'online', time_frame: 'today' } as const;

/** An image uploaded to the profile, which an entry may then show. */
async function uploadedImage({ db, profileId, owner }: ProcedureFixture) {
  const key = `uploaded-image-${Date.now()}-${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}.png`;
  await recordUpload(db, { key, profileId, userId: owner.id, contentType: 'image/png', size: 1 });
  return key;
}

/** Enough to analyse; the owner is on pro, so every caller's analysis is stored whatever the earlier ones found. */
async function fiveEmotionalEntries({ db, profileId, owner }: ProcedureFixture) {
  for (let i = 0; i < 5; i++) await createEntry(db, profileId, { notes: `Note ${i}` });
  await setPlanUsage(db, owner.id, {}, 'pro');
  return { profileId };
}

/** Asked from an address of its own each time, so no number of calls reaches the per-requester limit. */
async function loginToken({ db }: ProcedureFixture) {
  const outbox = createDevOutbox(() => {});
  const clientAddress = `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::1`;
  await sendLoginLink({ db, mailer: outbox, logger: createCapturedLogger() }, { email: uniqueEmail(), clientAddress, origin: 'http://x', requesterSecret: 'procedure-inputs' });
  return { token: latestLoginToken(outbox) };
}

/** A valid input for every procedure of the router, with whatever it names created in the fixture. */
export const procedureInputs: ProcedureInputs = {
  account: {
    deletionSummary: none,
    delete: ({ caller }) => ({ email: caller?.email ?? uniqueEmail() }),
  },
  affirmations: {
    suggest: profileOnly,
    save: ({ profileId }) => ({ profileId, suggestion: { text: 'I am calm.', theme: 'Calm', mood: 'calming' } }),
  },
  auth: {
    session: none,
    requestLoginLink: () => ({ email: uniqueEmail() }),
    redeemLoginLink: loginToken,
    signOut: none,
  },
  billing: {
    usage: none,
    checkout: () => ({ from: 'app' }),
    portal: none,
  },
  entries: {
    list: async (fixture) => {
      const { id } = await entryOf(fixture);
      return { profileId: fixture.profileId, limit: 10, type: 'emotional', cursor: { timestamp: new Date().toISOString(), id }, ids: [id], day: '2026-03-29' };
    },
    search: async (fixture) => {
      const { id } = await entryOf(fixture);
      return {
        profileId: fixture.profileId,
        query: 'note',
        type: 'emotional',
        moodCategory: 'positive',
        mood: 'content',
        tags,
        from: '2020-01-01T00:00:00Z',
        to: '2100-01-01T00:00:00+01:00',
        cursor: { timestamp: new Date().toISOString(), id },
        limit: 10,
      };
    },
    timeline: profileOnly,
    add: async (fixture) => ({
      profileId: fixture.profileId,
      entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'content', mood: 'happy', notes: 'A note', images: [await uploadedImage(fixture)], ...tags },
    }),
    update: async (fixture) => ({ ...(await entryOf(fixture)), patch: { notes: 'Edited', images: [await uploadedImage(fixture)], ...tags } }),
    delete: entryOf,
    clear: profileOnly,
  },
  exercise: {
    words: profileOnly,
    recordSession: async ({ db, profileId }) => ({
      profileId,
      startedAt: new Date().toISOString(),
      durationSeconds: 120,
      phaseReached: 'reprocessing',
      sourceEntryId: (await createEntry(db, profileId)).id,
      distressBefore: 8,
      distressAfter: 4,
    }),
    sessions: profileOnly,
  },
  insights: {
    overview: profileOnly,
    generate: fiveEmotionalEntries,
    delete: async ({ db, profileId }) => ({ profileId, id: (await createInsight(db, profileId)).id }),
    clear: profileOnly,
  },
  invitations: {
    accept: async ({ db, owner, profileId, caller }) => ({
      token: (await createInvitation(db, { inviterUserId: owner.id, profileId, inviteeEmail: caller?.email ?? uniqueEmail() })).token,
    }),
  },
  onboarding: {
    start: none,
    answer: () => ({ stepKey: 'lifeStruggle', value: true }),
    back: () => ({ stepKey: 'occupation' }),
    commit: () => ({ commitment: true }),
    choosePlan: () => ({ plan: 'free' }),
    complete: none,
  },
  patterns: {
    calendar: ({ profileId }) => ({ profileId, from: '2026-03-01', to: '2026-03-31' }),
    statistics: ({ profileId }) => ({ profileId, from: '2025-03-01', to: '2026-02-28' }),
    bodyMap: ({ profileId }) => ({ profileId, from: '2026-03-01', to: '2026-03-30', sensation: 'pain' }),
  },
  preferences: {
    quickAddButtons: none,
    saveQuickAddButtons: () => ({
      buttons: [
        { id: 'calm', type: 'emotional', label: 'Calm', emoji: '😌', mood_category: 'positive', specific_mood: 'content' },
        { id: 'pressure', type: 'physical', label: 'Pressure', emoji: '😣', sensation: 'pressure' },
      ],
    }),
    saveTimeZone: () => ({ timeZone: 'Europe/London' }),
  },
  reminders: {
    get: none,
    save: () => ({ times: [{ minuteOfDay: 540, weekdays: 127 }], byPush: false, byEmail: true, skipWhenLogged: true }),
    subscribeDevice: () => ({ endpoint: 'https://push.example/send/abc', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }),
    unsubscribeDevice: () => ({ endpoint: 'https://push.example/send/abc' }),
  },
  profiles: {
    list: none,
    create: () => details,
    update: ({ profileId }) => ({ profileId, ...details }),
    deletionSummary: profileOnly,
    delete: profileOnly,
  },
  sharing: {
    overview: profileOnly,
    invite: ({ profileId }) => ({ profileId, inviteeEmail: uniqueEmail(), relationshipTag: 'Coach', shareMyFeed: true }),
    withdrawInvitation: async ({ db, owner, profileId }) => ({
      profileId,
      invitationId: (await createInvitation(db, { inviterUserId: owner.id, profileId, inviteeEmail: uniqueEmail() })).id,
    }),
    changeAccess: ({ profileId, viewer }) => ({ profileId, userId: viewer.id, level: 'editor' }),
    revokeAccess: ({ profileId, viewer }) => ({ profileId, userId: viewer.id }),
    leave: profileOnly,
    accessLog: ({ profileId, viewer }) => ({ profileId, readerUserId: viewer.id }),
  },
  system: {
    status: none,
  },
};

/** Valid inputs of another shape (a union's other branches), so the fuzz meets the text fields only they have. */
export const otherShapes: Partial<Record<string, InputBuilder<unknown>[]>> = {
  'entries.add': [({ profileId }) => ({ profileId, entry: { type: 'physical', sensation: 'pressure', body_region: 'head', specific_body_region: 'eyes', body_side: 'left' } })],
  'entries.list': [({ profileId }) => ({ profileId, body: { place: 'torso.shoulders.left', from: '2026-03-01', to: '2026-03-31', sensation: 'pain' } })],
  'onboarding.answer': [() => ({ stepKey: 'occupation', value: 'student' })],
};

/** The builders by dotted path ('entries.add'), as the router's procedures are keyed at run time. */
export const inputBuildersByPath = new Map<string, InputBuilder<unknown>>(
  Object.entries(procedureInputs).flatMap(([namespace, builders]) =>
    Object.entries(builders as Record<string, InputBuilder<unknown>>).map(([name, build]) => [`${namespace}.${name}`, build] as const),
  ),
);

/** The router's procedures by dotted path, as tRPC keeps them at run time (its type says otherwise). */
export const routerProcedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] } }>;
export const procedurePaths = Object.keys(routerProcedures).sort();
