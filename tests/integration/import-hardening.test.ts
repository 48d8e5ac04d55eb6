import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { describe, expect, it } from 'vitest';
import { useAppOnEngine } from '../support/app-on-engine';
import { sessionCookieFor } from '../support/auth';
import { testEngines } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { daylioFile, entryIdOf, journalFile } from '../support/import-files';
import { sendImport } from '../support/import-request';
import { setEventCount } from '../support/journal';
import { unreadableParts } from '../support/readable-refusal';

const PROTOTYPE_NAMES = ['toString', 'constructor', 'valueOf', '__proto__', 'hasOwnProperty'];
/** journal.json with one insight whose data nests `depth` levels (written as text: JSON.stringify would recurse as deep). */
const withDeepInsight = (depth: number) => {
  const file = journalFile([entryIdOf(1)], [anInsight('DEEP')]);
  const text = new TextDecoder().decode(file.bytes).replace('"DEEP"', `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  return { ...file, bytes: new TextEncoder().encode(text) };
};
const anInsight = (data: unknown) => ({
  id: '7f0c2a4e-1b9d-4c3e-8a5f-2d6b9e0a1c3f',
  pattern_type: 'trigger',
  title: 'Work weighs on you',
  description: 'Most hard days are work days.',
  strength: 'moderate',
  category: 'trigger_pattern',
  related_entries: [],
  action_steps: [],
  data,
  created_at: '2024-01-02T00:00:00Z',
});

describe.each(testEngines)('hardened imports on %s', (engine) => {
  const context = useAppOnEngine(engine);

  async function journal(plan: 'free' | 'pro' = 'pro') {
    const user = await createUser(context.database.db);
    const profile = await createProfile(context.database.db, user.id);
    await setEventCount(context.database.db, user.id, 0, plan);
    return { userId: user.id, profileId: profile.id, cookie: await sessionCookieFor(context.database.db, user.id) };
  }
  const eventCount = async (userId: string) =>
    (await context.database.db.selectFrom('plans').select('event_count').where('user_id', '=', userId).executeTakeFirstOrThrow()).event_count;
  const entryCount = async (profileId: string) =>
    Number((await context.database.db.selectFrom('wellness_entries').select((eb) => eb.fn.countAll().as('n')).where('profile_id', '=', profileId).executeTakeFirstOrThrow()).n);

  describe('large files', () => {
    it('previews an export of 150,000 entries, past where a spread of their times overflows the stack', async () => {
      const target = await journal();
      const ids = Array.from({ length: 150_000 }, (_, n) => entryIdOf(n));
      const { status, body } = await sendImport(context, target, journalFile(ids), 'preview');
      expect(status).toBe(200);
      expect(body).toMatchObject({ entries: 150_000, newEntries: 150_000, from: '2024-01-01T00:00:00.000Z', to: new Date(Date.parse('2024-01-01T00:00:00Z') + 149_999 * 60_000).toISOString() });
    }, 120_000);

    it('refuses a Daylio file of more than 250,000 records up front, saying how many one import takes', async () => {
      const target = await journal();
      const { status, body } = await sendImport(context, target, daylioFile(250_001), 'preview', { timeZone: 'UTC' });
      expect(status).toBe(400);
      expect(body.error?.message).toMatch(/more than 250,000 entries/);
      expect(unreadableParts(body.error?.message)).toEqual([]);
    }, 120_000);
  });

  describe('names and values that are not plain text', () => {
    it('imports Daylio moods and activities named like the properties of every object', async () => {
      const target = await journal();
      for (const name of PROTOTYPE_NAMES) {
        const file = daylioFile(2, { mood: name, activities: `${name} | work` });
        const mapping = JSON.stringify({ moods: {}, activities: { [name]: 'note' } });
        for (const step of ['preview', 'commit'] as const) {
          const { status, body } = await sendImport(context, target, file, step, { timeZone: 'UTC', mapping });
          expect(status, `${name} ${step}: ${JSON.stringify(body)}`).toBe(200);
        }
      }
      expect(await entryCount(target.profileId)).toBe(2 * PROTOTYPE_NAMES.length);
    });

    it("refuses insight data nested 5,000 levels deep at the preview, with a readable message", async () => {
      const target = await journal();
      const { status, body } = await sendImport(context, target, withDeepInsight(5_000), 'preview');
      expect(status).toBe(400);
      expect(body.error?.message).toMatch(/nest at most 32 levels/);
      expect(unreadableParts(body.error?.message)).toEqual([]);
    });
  });

  describe('ids another account would squat', () => {
    /** How ids were derived before: from public facts alone, so anyone could work them out. */
    const publicDerivation = (profileId: string, id: string) => encodeBase64urlNoPadding(sha256(new TextEncoder().encode(`entry:${profileId}:${id}`))).slice(0, 21);

    it('adds the victim’s entries though another account holds their ids and every id derivable from public facts, and charges what was added', async () => {
      const victim = await journal('free');
      const squatter = await journal();
      const ids = [entryIdOf(7), entryIdOf(8)];
      await sendImport(context, squatter, journalFile([...ids, ...ids.map((id) => publicDerivation(victim.profileId, id))]), 'commit');

      const first = await sendImport(context, victim, journalFile(ids), 'commit');
      expect(first.body).toMatchObject({ newEntries: 2 });
      expect(await entryCount(victim.profileId)).toBe(2);
      expect(await eventCount(victim.userId)).toBe(2);

      const again = await sendImport(context, victim, journalFile(ids), 'commit');
      expect(again.body).toMatchObject({ newEntries: 0, alreadyThere: 2 });
      expect(await entryCount(victim.profileId)).toBe(2);
      expect(await eventCount(victim.userId)).toBe(2);
    });

    it('charges a record the file repeats once, as it is written once', async () => {
      const target = await journal('free');
      const { body } = await sendImport(context, target, journalFile([entryIdOf(1), entryIdOf(1), entryIdOf(2)]), 'commit');
      expect(body).toMatchObject({ newEntries: 2 });
      expect(await entryCount(target.profileId)).toBe(2);
      expect(await eventCount(target.userId)).toBe(2);
    });
  });
});
