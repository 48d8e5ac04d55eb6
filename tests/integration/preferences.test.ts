import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUTTONS, PRESETS } from '../../src/shared/domain/quick-add';
import { createHttpClient, createTestApp } from '../support/app';
import { signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';

describe.each(testEngines)('quick-add button settings on %s', (engine) => {
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
});
