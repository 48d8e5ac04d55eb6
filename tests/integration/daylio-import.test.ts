import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withAppOrigin } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { useAppOnEngine } from '../support/app-on-engine';
import { testEngines } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { setEventCount } from '../support/journal';

const fixture = (name: string) => readFileSync(`tests/fixtures/daylio/${name}.csv`);

describe.each(testEngines)('importing a Daylio export on %s', (engine) => {
  const context = useAppOnEngine(engine);

  async function journal() {
    const user = await createUser(context.database.db);
    const profile = await createProfile(context.database.db, user.id);
    await setEventCount(context.database.db, user.id, 0);
    return { profileId: profile.id, cookie: await sessionCookieFor(context.database.db, user.id) };
  }
  const send = async (target: { profileId: string; cookie: string }, file: Buffer, step: 'preview' | 'commit', mapping?: unknown) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(file)], 'daylio_export.csv', { type: 'text/csv' }));
    form.append('timeZone', 'Europe/Berlin');
    if (mapping) form.append('mapping', JSON.stringify(mapping));
    const response = await context.harness.app.request(`/api/profiles/${target.profileId}/import?step=${step}`, withAppOrigin({ method: 'POST', body: form }, target.cookie));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const entriesOf = (profileId: string) =>
    context.database.db
      .selectFrom('wellness_entries')
      .select(['timestamp', 'mood_category', 'specific_mood', 'intensity', 'trigger', 'location', 'social', 'environment', 'notes'])
      .where('profile_id', '=', profileId)
      .orderBy('timestamp')
      .execute();

  it('previews the 8-column form: the count, the dates, and a mapping of each mood and activity', async () => {
    const target = await journal();
    const { status, body } = await send(target, fixture('eight-columns'), 'preview');
    expect(status).toBe(200);
    expect(body).toMatchObject({ entries: 5, newEntries: 5, from: '2026-02-26T23:00:00.000Z', to: '2026-03-02T20:05:00.000Z', room: 100, fits: true });
    expect(body.daylio).toEqual({
      moods: [
        { name: 'anxious', count: 1, mapping: { mood_category: 'negative', specific_mood: 'anxious', intensity: 5 } },
        { name: 'awful', count: 1, mapping: { mood_category: 'negative', specific_mood: 'overwhelmed', intensity: 9 } },
        { name: 'meh', count: 1, mapping: { mood_category: 'neutral', specific_mood: 'neutral', intensity: 5 } },
        { name: 'rad', count: 1, mapping: { mood_category: 'positive', specific_mood: 'excited', intensity: 9 } },
        { name: 'sleepy', count: 1, mapping: { mood_category: 'neutral', specific_mood: 'neutral', intensity: 5 } },
      ],
      activities: [
        { name: 'work', count: 2, target: 'trigger:work' },
        { name: 'family', count: 1, target: 'trigger:family' },
        { name: 'friends', count: 1, target: 'social:withOthers' },
        { name: 'gaming', count: 1, target: 'environment:online' },
        { name: 'home', count: 1, target: 'location:indoor' },
        { name: 'reading', count: 1, target: 'note' },
        { name: 'sport', count: 1, target: 'trigger:exercise' },
      ],
    });
    expect(await entriesOf(target.profileId)).toEqual([]);
  });

  it('imports with the mapping the person chose, local times read in their zone, once', async () => {
    const target = await journal();
    const mapping = { moods: { sleepy: { mood_category: 'negative', specific_mood: 'stressed', intensity: 3 } }, activities: { reading: 'location:indoor' } };
    expect((await send(target, fixture('eight-columns'), 'commit', mapping)).status).toBe(200);
    const entries = await entriesOf(target.profileId);
    expect(entries.map((entry) => [entry.timestamp.toISOString(), entry.specific_mood, entry.intensity])).toEqual([
      ['2026-02-26T23:00:00.000Z', 'anxious', 5],
      ['2026-02-28T12:15:00.000Z', 'overwhelmed', 9],
      ['2026-03-01T21:00:00.000Z', 'stressed', 3],
      ['2026-03-02T06:30:00.000Z', 'neutral', 5],
      ['2026-03-02T20:05:00.000Z', 'excited', 9],
    ]);
    expect(entries[4]).toMatchObject({ social: 'withOthers', trigger: 'exercise', notes: '**Great day**\n\nRan 5k with Sam, then "tacos".' });
    expect(entries[1]).toMatchObject({ trigger: 'family', environment: 'online', notes: 'Argument at lunch, felt awful.\n\nActivities: work' });
    expect(entries[2]).toMatchObject({ location: 'indoor', notes: '**Quiet**\n\nLine one\nline two\nline three' });

    expect((await send(target, fixture('eight-columns'), 'commit', mapping)).body).toMatchObject({ newEntries: 0, alreadyThere: 5 });
    expect(await entriesOf(target.profileId)).toHaveLength(5);
  });

  it('imports the older 7-column form: year and day apart, 24-hour times, a BOM, custom moods', async () => {
    const target = await journal();
    const { body } = await send(target, fixture('seven-columns'), 'commit');
    expect(body).toMatchObject({ entries: 3, newEntries: 3 });
    const entries = await entriesOf(target.profileId);
    expect(entries.map((entry) => [entry.timestamp.toISOString(), entry.mood_category, entry.specific_mood])).toEqual([
      ['2019-02-27T22:59:00.000Z', 'neutral', 'neutral'],
      ['2019-02-28T07:00:00.000Z', 'negative', 'sad'],
      ['2019-03-01T19:15:00.000Z', 'positive', 'happy'],
    ]);
    expect(entries[2]).toMatchObject({ social: 'withOthers', environment: 'online', notes: 'Cinema with Ana, "Dune"' });
    expect(entries[0]).toMatchObject({ location: 'indoor', notes: 'Two\nlines' });
  });

  it('names the line of the first bad record, and writes nothing', async () => {
    const target = await journal();
    const { status, body } = await send(target, fixture('bad-date'), 'commit');
    expect(status).toBe(400);
    expect(body).toEqual({ error: { message: "Line 5: '2026-02-30' is not a date." } });
    expect(await entriesOf(target.profileId)).toEqual([]);
    const unknown = await send(target, Buffer.from('name,age\nAna,3\n'), 'preview');
    expect(unknown.body).toEqual({ error: { message: 'This file is neither an Attune export (a ZIP or journal.json) nor a Daylio CSV export.' } });
    const badMapping = await send(target, fixture('eight-columns'), 'preview', { moods: { rad: { mood_category: 'positive', specific_mood: 'sad', intensity: 5 } }, activities: {} });
    expect(badMapping.body).toEqual({ error: { message: 'Choose an Attune mood for each Daylio mood.' } });
  });
});
