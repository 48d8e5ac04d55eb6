import { DomainError } from '../domain-error';

/** Postgres's code for a parameter it refuses, here a time zone its own tz database lacks. */
const INVALID_PARAMETER_VALUE = '22023';

/**
 * Runs a query that reads days in `timeZone`. Intl and Postgres ship their own tz databases; a zone
 * only Intl knows is answered with a sentence, not a server error.
 */
export async function inKnownZone<T>(timeZone: string, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if ((error as { code?: unknown }).code === INVALID_PARAMETER_VALUE) {
      throw new DomainError('BAD_REQUEST', `The database does not know the time zone ${timeZone}. Choose a nearby one in Settings.`, { cause: error });
    }
    throw error;
  }
}
