import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { GrantedLevel } from '../../src/shared/domain/access';
import { generateSecretToken, hashToken } from '../../src/worker/auth/tokens';
import type { Database, WellnessEntriesTable } from '../../src/worker/db/schema';

export async function createUser(db: Kysely<Database>, overrides: { email?: string; name?: string | null } = {}) {
  const email = overrides.email ?? `person-${randomBytes(4).toString('hex')}@example.com`;
  return db
    .insertInto('users')
    .values({ email, name: overrides.name === undefined ? 'Test Person' : overrides.name })
    .returning(['id', 'email', 'name'])
    .executeTakeFirstOrThrow();
}

export async function createProfile(db: Kysely<Database>, ownerUserId: string, name = 'Journal') {
  return db
    .insertInto('profiles')
    .values({ owner_user_id: ownerUserId, name, initial: name.charAt(0).toUpperCase() })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function shareProfile(db: Kysely<Database>, profileId: string, granteeUserId: string, level: GrantedLevel) {
  await db.insertInto('profile_permissions').values({ profile_id: profileId, grantee_user_id: granteeUserId, level }).execute();
}

/** An emotional entry in the profile, with a 21-character id like the app's own. */
export async function createEntry(db: Kysely<Database>, profileId: string, fields: Partial<Insertable<WellnessEntriesTable>> = {}) {
  const id = randomBytes(16).toString('base64url').slice(0, 21);
  await db
    .insertInto('wellness_entries')
    .values({ id, profile_id: profileId, type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 5, ...fields })
    .execute();
  return { id };
}

/** A stored insight of the profile, resting on the given entries. */
export async function createInsight(db: Kysely<Database>, profileId: string, relatedEntryIds: string[] = []) {
  return db
    .insertInto('user_insights')
    .values({
      profile_id: profileId,
      pattern_type: 'trigger:work:negative',
      title: 'Work weighs on you',
      description: 'Most entries tagged work are negative.',
      strength: 'strong',
      category: 'trigger_pattern',
      related_entries: relatedEntryIds,
      action_steps: JSON.stringify(['Take a short walk after work.']),
      data: JSON.stringify({ frequency: 0.8, relevantMoods: ['stressed'] }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A pending invitation from the profile's owner, and the one-time token its link would carry. */
export async function createInvitation(db: Kysely<Database>, invitation: { inviterUserId: string; profileId: string; inviteeEmail: string }) {
  const token = generateSecretToken();
  const { id } = await db
    .insertInto('invitations')
    .values({
      inviter_user_id: invitation.inviterUserId,
      profile_id: invitation.profileId,
      invitee_email: invitation.inviteeEmail,
      relationship_tag: 'Friend',
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token };
}
