import { DomainError } from '../../domain-error';

/**
 * The most entries one import may hold. Far above any journal kept by hand (an entry an hour for
 * twenty years is 175,000), and it keeps a file's import within the time one request may take.
 */
export const MAX_IMPORT_ENTRIES = 250_000;

export const tooManyEntries = () =>
  new DomainError('BAD_REQUEST', `This file holds more than ${MAX_IMPORT_ENTRIES.toLocaleString('en-US')} entries, more than one import can take. Split it into smaller files and import each.`);
