import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, createTestApp } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { failingStorage } from '../support/failing-blob-store';
import { createEntry, createProfile, createUser } from '../support/factories';
import { repeated, type ScriptedReply, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { uploadImage } from '../support/image-upload';
import { outcomeOf } from '../support/trpc-outcome';

/** A server that takes requests and never answers them, as a provider that hangs. */
async function startSilentServer(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: Server = createServer(() => {});
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

const completionWithoutChoices = JSON.stringify({ id: 'chatcmpl-empty', object: 'chat.completion', created: 0, model: 'gpt-4.1', choices: [] });
const HTML_502 = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

/** What an AI provider may answer instead of a completion, and what each procedure then says. */
const FAULTS: { fault: string; replies: ScriptedReply[]; insights: string; affirmations: string }[] = [
  {
    fault: 'an HTML 502 page from a proxy',
    replies: repeated({ raw: HTML_502, status: 502, contentType: 'text/html' }),
    insights: 'OpenAI API error: Bad Gateway',
    affirmations: 'OpenAI API error: Bad Gateway',
  },
  {
    fault: 'a 200 whose JSON body is cut off',
    replies: [{ raw: '{"id": "chatcmpl-1", "choices": [', contentType: 'application/json' }],
    insights: "OpenAI API error: the AI provider's answer could not be read.",
    affirmations: "OpenAI API error: the AI provider's answer could not be read.",
  },
  {
    fault: 'a 200 with JSON that is not a completion',
    replies: [{ raw: '{"status": "ok"}', contentType: 'application/json' }],
    insights: "OpenAI API error: the AI provider's answer could not be read.",
    affirmations: "OpenAI API error: the AI provider's answer could not be read.",
  },
  {
    fault: 'a 200 with plain text',
    replies: [{ raw: 'upstream connect error', contentType: 'text/plain' }],
    insights: "OpenAI API error: the AI provider's answer could not be read.",
    affirmations: "OpenAI API error: the AI provider's answer could not be read.",
  },
  {
    fault: 'a completion without choices',
    replies: [{ raw: completionWithoutChoices, contentType: 'application/json' }],
    insights: 'No insights returned from the AI provider',
    affirmations: 'Unexpected response format',
  },
];

describe.each(testEngines)('outside services failing on %s', (engine) => {
  let database: TestDatabase;
  let openai: FakeOpenAi;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  beforeAll(async () => {
    [database, openai, silent] = await Promise.all([createTestDatabase(engine), startFakeOpenAi(), startSilentServer()]);
  });
  afterAll(async () => {
    await Promise.all([openai.close(), silent.close()]);
    await database.dispose();
  });
  beforeEach(() => openai.reset());

  /** A journal with five distressing, noted entries (enough for every AI feature), on an app whose OpenAI is at `baseUrl`. */
  async function journalOnOpenAi(baseUrl: string) {
    const { app } = createTestApp(database, { env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseUrl, OPENAI_TIMEOUT_MS: '200' } });
    const owner = await createUser(database.db);
    const profile = await createProfile(database.db, owner.id);
    for (let day = 1; day <= 5; day += 1) {
      const timestamp = new Date(Date.UTC(2026, 9, day, 9));
      await createEntry(database.db, profile.id, { mood_category: 'negative', specific_mood: 'stressed', intensity: 8, trigger: 'work', notes: `Deadline, day ${day}.`, timestamp });
    }
    const client = createHttpClient(app, await sessionCookieFor(database.db, owner.id));
    const input = { profileId: profile.id };
    /** Everything an AI feature could have written for the journal. */
    const written = async () => ({
      insights: await database.db.selectFrom('user_insights').select('id').where('profile_id', '=', profile.id).execute(),
      analyses: await database.db.selectFrom('insight_analyses').select('profile_id').where('profile_id', '=', profile.id).execute(),
      entries: (await database.db.selectFrom('wellness_entries').select('id').where('profile_id', '=', profile.id).execute()).length,
      plan: await database.db.selectFrom('plans').select(['insight_count', 'affirmation_count', 'event_count']).where('user_id', '=', owner.id).executeTakeFirst(),
    });
    return {
      written,
      insights: () => outcomeOf(client.insights.generate.mutate(input)),
      affirmations: () => outcomeOf(client.affirmations.suggest.mutate(input)),
      exerciseWords: () => outcomeOf(client.exercise.words.mutate(input)),
    };
  }
  const nothingWritten = { insights: [], analyses: [], entries: 5, plan: undefined };

  describe('the AI provider', () => {
    it('that never answers: each feature says it took too long and stores nothing; the exercise runs without words', async () => {
      const journal = await journalOnOpenAi(silent.baseUrl);
      const tookTooLong = { ok: false, code: 'BAD_GATEWAY', message: 'OpenAI API error: the AI provider took too long to answer.' };
      expect(await journal.insights()).toEqual({ ...tookTooLong, reason: null });
      expect(await journal.affirmations()).toEqual({ ...tookTooLong, reason: null });
      expect(await journal.exerciseWords()).toMatchObject({ ok: true, value: { triggerWords: [], positiveWords: [] } });
      expect(await journal.written()).toEqual(nothingWritten);
    });

    it.each(FAULTS)('answering $fault: each feature says so readably and stores nothing', async ({ replies, insights, affirmations }) => {
      const journal = await journalOnOpenAi(openai.baseUrl);
      openai.script(...replies);
      expect(await journal.insights()).toMatchObject({ ok: false, code: 'BAD_GATEWAY', message: insights });
      openai.script(...replies);
      expect(await journal.affirmations()).toMatchObject({ ok: false, code: 'BAD_GATEWAY', message: affirmations });
      openai.script(...replies);
      expect(await journal.exerciseWords()).toMatchObject({ ok: true, value: { triggerWords: [], positiveWords: [] } });
      expect(await journal.written()).toEqual(nothingWritten);
    });
  });

  describe('image storage failing during an upload', () => {
    it('answers SERVICE_UNAVAILABLE, keeps no record, and refuses an entry showing the key that was not stored', async () => {
      const blobs = failingStorage('putIfAbsent');
      const { app } = createTestApp(database, { blobs });
      const owner = await createUser(database.db);
      const profile = await createProfile(database.db, owner.id);
      const cookie = await sessionCookieFor(database.db, owner.id);

      const upload = await uploadImage(app, profile.id, cookie);
      expect(upload.status).toBe(503);
      expect(await upload.json()).toEqual({ error: { message: 'The image could not be stored just now. Please try again.' } });
      const [lostKey] = blobs.keysTried;
      expect(await database.db.selectFrom('uploaded_images').select('key').where('profile_id', '=', profile.id).execute()).toEqual([]);

      const adding = createHttpClient(app, cookie).entries.add.mutate({
        profileId: profile.id,
        entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', images: [lostKey!] },
      });
      expect(await outcomeOf(adding)).toMatchObject({ ok: false, code: 'BAD_REQUEST', message: 'That image is not one of your uploads.' });
      const shown = await database.db.selectFrom('wellness_entries').select('images').where('profile_id', '=', profile.id).execute();
      expect(shown).toEqual([]);
    });
  });
});
