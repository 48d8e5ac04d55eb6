import type { Transaction } from 'kysely';
import { displayName } from '../../shared/domain/display-name';
import { MAX_PROFILE_NAME_LENGTH } from '../../shared/domain/profiles';
import { ensurePlanRow } from './plans';
import type { Database } from './schema';
import { lockUser } from './users';

/**
 * Spec's ensure_user_setup_on_onboarding: the account owns a data profile (named from its name,
 * or its email before the @) and has a plan row. Idempotent, and safe when run twice at once:
 * the account row is locked first. The plan is created free; only a verified payment makes it pro.
 */
export async function ensureAccountSetup(trx: Transaction<Database>, userId: string): Promise<void> {
  const user = await lockUser(trx, userId);
  const owned = await trx.selectFrom('profiles').select('id').where('owner_user_id', '=', userId).executeTakeFirst();
  if (!owned) {
    const name = displayName(user).slice(0, MAX_PROFILE_NAME_LENGTH);
    await trx
      .insertInto('profiles')
      .values({ owner_user_id: userId, name, initial: name.charAt(0).toUpperCase() })
      .execute();
  }
  await ensurePlanRow(trx, userId);
}
