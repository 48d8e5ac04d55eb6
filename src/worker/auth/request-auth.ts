import type { Kysely } from 'kysely';
import type { AccessLevel } from '../../shared/domain/access';
import { decideProfileAccess, findGrant, parseProfileId, type ProfileAccess, type ProfileGrant } from '../db/profile-access';
import type { Database } from '../db/schema';
import { DomainError, SIGN_IN_REQUIRED } from '../domain-error';
import { type Session, type SessionUser, type SessionValidation, validateSessionOnProfile } from './sessions';

export interface Authenticated {
  user: SessionUser;
  session: Session;
}

/**
 * A request's sign-in, checked when a procedure or route first needs it rather than on every
 * request. Asked together with a profile, the session and the account's level there are read in
 * one query: what most calls need, in one round trip to the database instead of two.
 */
export interface RequestAuth {
  session(): Promise<Authenticated | null>;
  sessionOnProfile(profileId: unknown): Promise<{ auth: Authenticated | null; grant: ProfileGrant | null }>;
  /** The last check of the cookie's session in this request (null when none was made): for its cookie. */
  validation(): SessionValidation | null;
}

const authenticated = (validation: SessionValidation): Authenticated | null =>
  validation.status === 'valid' ? { user: validation.user, session: validation.session } : null;

/** The sign-in of a request carrying a session cookie's `token` (or none). */
export function requestAuth(db: Kysely<Database>, token: string | null): RequestAuth {
  let last: SessionValidation | null = null;
  let checked: Promise<Authenticated | null> | null = null;
  const validate = async (profileId: string | null) => {
    const result = await validateSessionOnProfile(db, token!, profileId);
    last = result.validation;
    return { auth: authenticated(result.validation), grant: result.grant };
  };
  const session = () => {
    if (!token) return Promise.resolve(null);
    checked ??= validate(null).then(({ auth }) => auth);
    return checked;
  };
  return {
    session,
    sessionOnProfile: async (profileId) => {
      const id = parseProfileId(profileId);
      if (!token || !id) return { auth: await session(), grant: null };
      const result = validate(id);
      checked ??= result.then(({ auth }) => auth);
      return result;
    },
    validation: () => last,
  };
}

/** The sign-in of an account already known (calls made without HTTP, as in tests and jobs). */
export function knownAuth(db: Kysely<Database>, known: Authenticated | null): RequestAuth {
  return {
    session: async () => known,
    sessionOnProfile: async (profileId) => {
      const id = parseProfileId(profileId);
      return { auth: known, grant: known && id ? await findGrant(db, known.user.id, id) : null };
    },
    validation: () => null,
  };
}

export type ProfileAuthorization = { granted: true; auth: Authenticated; access: ProfileAccess } | { granted: false; error: DomainError };

/**
 * Whether the request's account may use a profile at `required`: UNAUTHORIZED without a session,
 * then the one profile-access decision. For tRPC procedures and HTTP routes alike.
 */
export async function authorizeProfile(
  auth: RequestAuth,
  profileId: unknown,
  required: AccessLevel,
  refusal?: string,
): Promise<ProfileAuthorization> {
  const { auth: signedIn, grant } = await auth.sessionOnProfile(profileId);
  if (!signedIn) return { granted: false, error: new DomainError('UNAUTHORIZED', SIGN_IN_REQUIRED) };
  const decision = decideProfileAccess(parseProfileId(profileId), grant, required, refusal);
  return decision.granted ? { granted: true, auth: signedIn, access: decision.access } : decision;
}
