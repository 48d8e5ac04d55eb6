import { describe, expect, it } from 'vitest';
import { recordExerciseSessionInput } from '../../src/shared/schemas/exercise';
import { freeText, hasNoControlCharacters } from '../../src/shared/schemas/text';
import * as z from '../../src/shared/schemas/zod';

describe('free text', () => {
  it('keeps tab, line feed and carriage return, and any printable text', () => {
    expect(hasNoControlCharacters('one\ttwo\r\nthree\n')).toBe(true);
    expect(hasNoControlCharacters('Ünïcödé 🌿 “quotes” <b>')).toBe(true);
  });

  it('refuses NUL and every other C0 control character, with a readable message', () => {
    const allowed = new Set([0x09, 0x0a, 0x0d]);
    for (let code = 0; code < 0x20; code += 1) {
      expect(hasNoControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(allowed.has(code));
    }
    expect(freeText().safeParse('a\u0000b').error?.issues.map((issue) => issue.message)).toEqual(['Text cannot contain control characters.']);
  });
});

describe('every string of a shared schema', () => {
  const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('refuses a NUL, which PostgreSQL cannot store, in one sentence: the id\'s own words, or the control-character one', () => {
    expect(messagesOf(z.string(), 'a\u0000b')).toEqual(['Text cannot contain control characters.']);
    expect(messagesOf(z.string('Entry not found.').regex(/^a/, 'Entry not found.'), '\u0000')).toEqual(['Entry not found.']);
    const session = { startedAt: new Date().toISOString(), durationSeconds: 60, phaseReached: 'reprocessing', distressBefore: null, distressAfter: null };
    expect(messagesOf(recordExerciseSessionInput, { ...session, sourceEntryId: 'abc\u0000' })).toEqual(['That entry is not in this journal.']);
  });

  it('refuses a lone surrogate, which no JSON column holds, as broken text', () => {
    expect(messagesOf(z.string(), 'a\ud800')).toEqual(['Text cannot contain broken characters.']);
    expect(messagesOf(z.string(), '\udc00b')).toEqual(['Text cannot contain broken characters.']);
  });

  it('keeps any other text as it is', () => {
    expect(z.string().parse('Zoë 💙 \t\r\n')).toBe('Zoë 💙 \t\r\n');
  });
});
