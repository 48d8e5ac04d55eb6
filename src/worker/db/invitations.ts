import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export async function insertInvitation(
  trx: Transaction<Database>,
  invitation: {
    inviterUserId: string;
    profileId: string;
    inviteeEmail: string;
    relationshipTag: string;
    shareMyFeed: boolean;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await trx
    .insertInto('invitations')
    .values({
      inviter_user_id: invitation.inviterUserId,
      profile_id: invitation.profileId,
      invitee_email: invitation.inviteeEmail,
      relationship_tag: invitation.relationshipTag,
      share_my_feed: invitation.shareMyFeed,
      token_hash: invitation.tokenHash,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
    })
    .execute();
}

/** The profile's invitations still waiting for an answer, newest first. */
export async function pendingInvitations(db: Kysely<Database>, profileId: string, now: Date) {
  return db
    .selectFrom('invitations')
    .select(['id', 'invitee_email', 'relationship_tag', 'share_my_feed', 'created_at', 'expires_at'])
    .where('profile_id', '=', profileId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Withdraws a pending, unexpired invitation of the profile; false when there is none to withdraw. */
export async function withdrawInvitation(db: Kysely<Database>, profileId: string, invitationId: string, now: Date) {
  const result = await db
    .updateTable('invitations')
    .set({ status: 'revoked' })
    .where('id', '=', invitationId)
    .where('profile_id', '=', profileId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The invitation a token opens, with its inviter's name, locked for the caller's transaction: of
 * many simultaneous acceptances, the others wait here and then find it no longer pending.
 */
export async function lockInvitationByToken(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('invitations')
    .innerJoin('users as inviter', 'inviter.id', 'invitations.inviter_user_id')
    .select([
      'invitations.id',
      'invitations.inviter_user_id',
      'invitations.profile_id',
      'invitations.invitee_email',
      'invitations.share_my_feed',
      'invitations.status',
      'invitations.expires_at',
      'inviter.name as inviter_name',
      'inviter.email as inviter_email',
    ])
    .where('invitations.token_hash', '=', tokenHash)
    .forUpdate('invitations')
    .executeTakeFirst();
}

export async function markInvitationAccepted(trx: Transaction<Database>, invitationId: string, now: Date) {
  await trx.updateTable('invitations').set({ status: 'accepted', accepted_at: now }).where('id', '=', invitationId).execute();
}

/** Invitations expired a month ago or more: nobody can use them and no panel shows them. */
export async function deleteStaleInvitations(db: Kysely<Database>, before: Date) {
  const result = await db.deleteFrom('invitations').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
