import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { Kysely } from 'kysely';
import * as z from 'zod';
import { GOOGLE_SIGN_IN_ERRORS, type GoogleSignInErrorCode } from '../../shared/domain/google-sign-in';
import type { GoogleConfig } from '../config';
import type { Database } from '../db/schema';
import { fillMissingUserDetails, findOrCreateUserByEmail } from '../db/users';
import { signInBrowser } from './browser-sign-in';

const SCOPES = ['openid', 'email', 'profile'];

const googleUserSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean(),
  name: z.string().optional(),
  picture: z.url().optional(),
});
export type GoogleUser = z.infer<typeof googleUserSchema>;

/** A refusal the person is told about by its code; the message is for the log. */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  constructor(
    readonly code: GoogleSignInErrorCode,
    message: string = GOOGLE_SIGN_IN_ERRORS[code],
  ) {
    super(message);
  }
}

const clientFor = (config: GoogleConfig, redirectUri: string) =>
  new OAuth2Client(config.clientId, config.clientSecret, redirectUri);

export function googleAuthorizationUrl(config: GoogleConfig, redirectUri: string, state: string, codeVerifier: string): URL {
  return clientFor(config, redirectUri).createAuthorizationURLWithPKCE(
    config.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    SCOPES,
  );
}

/** Exchanges the code (with the PKCE verifier) and reads the Google account it belongs to. */
export async function fetchGoogleUser(
  config: GoogleConfig,
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<GoogleUser> {
  const tokens = await clientFor(config, redirectUri).validateAuthorizationCode(config.tokenEndpoint, code, codeVerifier);
  const response = await fetch(config.userInfoEndpoint, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } });
  if (!response.ok) throw new GoogleSignInError('no_account', `Google did not return the account (status ${response.status}).`);
  const parsed = googleUserSchema.safeParse(await response.json());
  if (!parsed.success) throw new GoogleSignInError('no_email');
  return parsed.data;
}

/**
 * Signs in the account linked to this Google identity, or the account with the same verified
 * email (linking it), or a new account. An unverified Google email never reaches an account.
 */
export async function signInWithGoogle(db: Kysely<Database>, google: GoogleUser) {
  if (!google.email_verified) throw new GoogleSignInError('unverified_email');
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('oauth_accounts')
      .select('user_id')
      .where('provider', '=', 'google')
      .where('provider_user_id', '=', google.sub)
      .executeTakeFirst();
    let userId = linked?.user_id;
    let newAccount = false;
    if (!userId) {
      const user = await findOrCreateUserByEmail(trx, google.email.toLowerCase(), {
        name: google.name ?? null,
        avatarUrl: google.picture ?? null,
      });
      userId = user.id;
      newAccount = user.created;
      await trx
        .insertInto('oauth_accounts')
        .values({ provider: 'google', provider_user_id: google.sub, user_id: userId })
        .execute();
    }
    // An account first made by email link takes its name and picture from Google, never overwriting.
    await fillMissingUserDetails(trx, userId, { name: google.name ?? null, avatarUrl: google.picture ?? null });
    return { userId, newAccount, signIn: await signInBrowser(trx, userId) };
  });
}
