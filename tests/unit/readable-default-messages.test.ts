import { describe, expect, it } from 'vitest';
import { createProfileInput } from '../../src/shared/schemas/profiles';
import { saveQuickAddButtonsInput } from '../../src/shared/schemas/quick-add';
import { inviteInput } from '../../src/shared/schemas/sharing';
import { parseConfig } from '../../src/worker/config';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('the messages of checks a schema does not word itself', () => {
  it('say what is wrong in a sentence, without zod wording', () => {
    expect(messagesOf(createProfileInput.safeParse('a string'))).toEqual(['Something in this request is missing or is not a set of fields.']);
    expect(messagesOf(saveQuickAddButtonsInput.safeParse({ buttons: 'many' }))).toContain('Something in this request is missing or is not a list.');
    expect(messagesOf(inviteInput.safeParse({ profileId: 1, inviteeEmail: 'a@example.com', relationshipTag: 'Coach', shareMyFeed: 'yes' }))).toEqual([
      'Something in this request is missing or is not text.',
      'Something in this request is missing or is not yes or no.',
    ]);
  });

  it('name the limit that was passed', () => {
    expect(messagesOf(saveQuickAddButtonsInput.safeParse({ buttons: [{ id: 'a', type: 'affirmation', label: 'A', emoji: '✨', mood_category: 'elated' }] }))).toEqual([
      'Something in this request is not one of the allowed choices.',
    ]);
    expect(messagesOf(inviteInput.shape.profileId.max(3).safeParse('abcd'))).toEqual(['A text in this request must have at most 3 characters.']);
  });

  it('keep the words a schema gives', () => {
    expect(messagesOf(createProfileInput.safeParse({ name: '', color: 'bg-sky-500' }))).toEqual(['Give the profile a name.']);
  });

  it('leave the configuration errors an operator reads in zod’s own English', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT: Invalid input: expected number/);
  });
});
