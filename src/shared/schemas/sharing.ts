import * as z from './zod';
import { RELATIONSHIP_TAGS } from '../domain/invitations';
import { emailSchema } from './auth';

const profileId = z.string();
const grantedLevel = z.enum(['editor', 'viewer'], 'Access can only be editor or viewer.');
const accountId = z.uuid('That person is not on this journal.');
const INVITATION_LINK_INVALID = 'This invitation link is not valid. Ask for a new invitation.';

export const inviteInput = z.object({
  /** The inviter's own profile the invitation is sent from, the journal 'Share my feed?' opens. */
  profileId,
  inviteeEmail: emailSchema,
  relationshipTag: z.enum(RELATIONSHIP_TAGS, 'Choose how you know this person.'),
  shareMyFeed: z.boolean(),
});
export type InviteInput = z.input<typeof inviteInput>;

export const withdrawInvitationInput = z.object({ profileId, invitationId: z.uuid('That invitation does not exist.') });

export const acceptInvitationInput = z.object({
  token: z.string(INVITATION_LINK_INVALID).regex(/^[a-z2-7]{32}$/, INVITATION_LINK_INVALID),
  /** Signed out: the person saw whose account the link signs into and chose to go on. */
  confirmed: z.boolean('Please confirm the account to sign in to.').optional(),
});

export const changeAccessInput = z.object({ profileId, userId: accountId, level: grantedLevel });
export const revokeAccessInput = z.object({ profileId, userId: accountId });

export const accessLogInput = z.object({
  profileId,
  /** Only this reader's reads. */
  readerUserId: accountId.optional(),
});
