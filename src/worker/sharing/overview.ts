import type { Kysely } from 'kysely';
import { displayName } from '../../shared/domain/display-name';
import { lastReads } from '../db/access-log';
import { listGrants } from '../db/grants';
import { pendingInvitations } from '../db/invitations';
import type { Database } from '../db/schema';

/** The owner's sharing panel: who has access, at what level, since when and when they last read; and who is invited. */
export async function sharingOverview(db: Kysely<Database>, profileId: string, now = new Date()) {
  const [grants, reads, invitations] = await Promise.all([
    listGrants(db, profileId),
    lastReads(db, profileId),
    pendingInvitations(db, profileId, now),
  ]);
  return {
    people: grants.map((grant) => ({
      userId: grant.user_id,
      name: displayName(grant),
      email: grant.email,
      level: grant.level,
      since: grant.created_at.toISOString(),
      lastReadAt: reads.get(grant.user_id)?.toISOString() ?? null,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      inviteeEmail: invitation.invitee_email,
      relationshipTag: invitation.relationship_tag,
      shareMyFeed: invitation.share_my_feed,
      sentAt: invitation.created_at.toISOString(),
      expiresAt: invitation.expires_at.toISOString(),
    })),
  };
}
