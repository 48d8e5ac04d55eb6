import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const KINDS: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'yes or no', array: 'a list', object: 'a set of fields' };

/**
 * What a person reads when a check fails whose schema words no message of its own: a sentence
 * without zod's developer wording or field paths. Only a client that skips the forms meets these.
 */
export function readableDefaultMessage(issue: Issue): string {
  const isText = issue.origin === 'string';
  const isList = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return `Something in this request is missing or is not ${KINDS[issue.expected] ?? 'of the right kind'}.`;
    case 'too_big':
      return isText ? 'A text in this request is too long.' : isList ? 'A list in this request has too many items.' : 'A number in this request is too large.';
    case 'too_small':
      return isText ? 'A text in this request is too short.' : isList ? 'A list in this request has too few items.' : 'A number in this request is too small.';
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

z.config({ customError: readableDefaultMessage });

/** zod, with readable messages for the checks a schema does not word itself; every shared schema imports it from here. */
export { z };
