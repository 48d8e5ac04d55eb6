import * as z from './zod';

/** In the same words as every string's refusal of a NUL (`./zod`), which comes first and alone. */
export const CONTROL_CHARACTERS_MESSAGE = z.NUL_MESSAGE;

/** C0 control characters other than tab, line feed and carriage return (PostgreSQL refuses NUL outright). */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const hasNoControlCharacters = (text: string) => !CONTROL_CHARACTER.test(text);

/** The base of every free-text field that a person types or a client sends. */
export const freeText = () => z.string().refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE);
