import { describe, expect, it } from 'vitest';
import { freeText, hasNoControlCharacters } from '../../src/shared/schemas/text';

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
