import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUTTONS, PRESETS } from '../../src/shared/domain/quick-add';
import { createHttpClient, createTestApp } from '../support/app';
import { signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';

describe.each(testEngines)('account settings (quick-add buttons; the time zone of issue 36) on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  async function client(email: string) {
    const { app, mailer } = createTestApp(database);
    return createHttpClient(app, await signIn(app, mailer, email));
  }

  it('are the 15 defaults until saved, then the saved list for every session', async () => {
    const first = await client('buttons@example.com');
    expect(await first.preferences.quickAddButtons.query()).toEqual(DEFAULT_BUTTONS);
    const chosen = [PRESETS.affirmation[0]!, PRESETS.physical[0]!];
    await first.preferences.saveQuickAddButtons.mutate({ buttons: chosen });
    const second = await client('buttons@example.com');
    expect(await second.preferences.quickAddButtons.query()).toEqual(chosen);
    await second.preferences.saveQuickAddButtons.mutate({ buttons: [] });
    expect(await second.preferences.quickAddButtons.query()).toEqual(DEFAULT_BUTTONS);
  });

  it('refuse more than 21 buttons, unknown types and duplicates', async () => {
    const api = await client('strict.buttons@example.com');
    const all = Object.values(PRESETS).flat();
    const extra = { ...all[0]!, id: 'extra' };
    await expect(api.preferences.saveQuickAddButtons.mutate({ buttons: [...all, extra] })).rejects.toThrow('At most 21 quick-add buttons.');
    await expect(
      api.preferences.saveQuickAddButtons.mutate({ buttons: [{ ...all[0]!, type: 'dream' as never }] }),
    ).rejects.toThrow('A button must be emotional, physical or an affirmation.');
    await expect(api.preferences.saveQuickAddButtons.mutate({ buttons: [all[0]!, all[0]!] })).rejects.toThrow('Each button can appear only once.');
  });

  it('refuse control characters in labels, emoji and ids with a readable message, and keep the saved list', async () => {
    const api = await client('control.buttons@example.com');
    const chosen = [PRESETS.affirmation[0]!];
    await api.preferences.saveQuickAddButtons.mutate({ buttons: chosen });
    for (const [field, value] of [['label', 'Calm\u0000'], ['emoji', '\u001b[31m'], ['id', 'calm\u0000']] as const) {
      await expect(api.preferences.saveQuickAddButtons.mutate({ buttons: [{ ...chosen[0]!, [field]: value }] })).rejects.toMatchObject({
        message: 'Text cannot contain control characters.',
        data: { code: 'BAD_REQUEST', httpStatus: 400 },
      });
    }
    expect(await api.preferences.quickAddButtons.query()).toEqual(chosen);
  });

  it('is none until the browser reports one, then the saved zone in every session', async () => {
    const first = await client('zone@example.com');
    expect((await first.auth.session.query()).user).toMatchObject({ timeZone: null });
    await expect(first.preferences.saveTimeZone.mutate({ timeZone: 'America/New_York' })).resolves.toEqual({ timeZone: 'America/New_York' });
    const second = await client('zone@example.com');
    expect((await second.auth.session.query()).user).toMatchObject({ timeZone: 'America/New_York' });
  });

  it('refuses a name that is not an IANA zone with a readable message, and keeps the saved one', async () => {
    const api = await client('strict.zone@example.com');
    await api.preferences.saveTimeZone.mutate({ timeZone: 'Europe/London' });
    for (const timeZone of ['Mars/Olympus_Mons', "UTC'; drop table users; --", '', 'x'.repeat(65)]) {
      await expect(api.preferences.saveTimeZone.mutate({ timeZone })).rejects.toThrow('Choose a time zone from the list, such as Europe/London.');
    }
    expect((await api.auth.session.query()).user).toMatchObject({ timeZone: 'Europe/London' });
  });
});
