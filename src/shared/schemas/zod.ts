import { config, type core, string as zodString } from 'zod';

type Issue = Parameters<NonNullable<core.$ZodConfig['customError']>>[0];

const KINDS: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'yes or no', array: 'a list', object: 'a set of fields' };

/**
 * What a person reads when a check fails whose schema words no message of its own: a sentence
 * without zod's developer wording or field paths. Only a client that skips the forms meets these.
 */
export function readableDefaultMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Something in this request is missing or is not ${KINDS[issue.expected] ?? 'of the right kind'}.`;
    case 'too_big':
      return describeBound(issue.origin, issue.inclusive === false ? 'less than' : 'at most', issue.maximum) ?? 'Something in this request is too large.';
    case 'too_small':
      return describeBound(issue.origin, issue.inclusive === false ? 'more than' : 'at least', issue.minimum) ?? 'Something in this request is too small.';
    case 'invalid_format':
      return 'Something in this request is not in the right format.';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'Something in this request is not one of the allowed choices.';
    default:
      return 'Something in this request is not valid.';
  }
}

/** The limit a text, list or number passed, with its number (null for other kinds, such as dates). */
function describeBound(origin: string, relation: string, bound: number | bigint): string | null {
  if (origin === 'string') return `A text in this request must have ${relation} ${bound} characters.`;
  if (origin === 'array' || origin === 'set') return `A list in this request must have ${relation} ${bound} items.`;
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return `A number in this request must be ${relation} ${bound}.`;
  return null;
}

config({ customError: readableDefaultMessage });

export const NUL_MESSAGE = 'Text cannot contain control characters.';
export const BROKEN_TEXT_MESSAGE = 'Text cannot contain broken characters.';

/** Half of a UTF-16 pair without its other half: no character at all, which a JSON column refuses. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The message a string schema words for itself (`z.string('That entry is not in this journal.')`), if any. */
const ownMessage = (params?: string | core.$ZodStringParams) =>
  typeof params === 'string' ? params : typeof params?.error === 'string' ? params.error : params?.message;

/**
 * zod's string, refusing the NUL character and lone surrogates: PostgreSQL can neither store nor
 * compare a NUL, nor hold a lone surrogate in a JSON column, so either would fail the query and
 * answer a 500. Every string of a request reaches SQL through one of these; an id holding one is
 * refused with the id's own words ("not found"), other text with a sentence of its own, alone:
 * the string's other checks are skipped. Formats (`z.uuid()`, `z.email()`) refuse both by their
 * patterns already.
 */
export function string(params?: string | core.$ZodStringParams) {
  const own = ownMessage(params);
  return zodString(params)
    .refine((text) => !text.includes('\u0000'), { message: own ?? NUL_MESSAGE, abort: true })
    .refine((text) => !LONE_SURROGATE.test(text), { message: own ?? BROKEN_TEXT_MESSAGE, abort: true });
}

/** zod, with readable messages for the checks a schema does not word itself and strings a database can hold; every shared schema imports it from here. */
export * from 'zod';
