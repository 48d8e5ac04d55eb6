import type { Kysely } from 'kysely';
import type { Database } from './schema';

export type InstanceSecretName = 'imported_ids' | 'reminder_unsubscribe';

/** A secret the installation made for itself at migration (0010), the same for every request and restart. */
export async function instanceSecret(db: Kysely<Database>, name: InstanceSecretName): Promise<string> {
  const row = await db.selectFrom('instance_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
