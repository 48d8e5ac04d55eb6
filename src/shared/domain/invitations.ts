/** Spec 5: who the invitee is to the inviter. */
export const RELATIONSHIP_TAGS = [
  'Friend',
  'Partner',
  'Child',
  'Parent',
  'Sibling',
  'Therapist',
  'Coach',
  'Doctor',
  'Patient',
  'Client',
  'Employee',
  'Boss/HR',
] as const;
export type RelationshipTag = (typeof RELATIONSHIP_TAGS)[number];
export const DEFAULT_RELATIONSHIP_TAG: RelationshipTag = 'Friend';

/** An invitation link works once, for this long. */
export const INVITATION_LIFETIME_DAYS = 14;
/** Spec 9: a head-of-household invitee's offer window from signup. */
export const INVITEE_OFFER_WINDOW_DAYS = 90;
/** Spec 9: the invite modal closes itself this long after its success message. */
export const INVITE_MODAL_AUTO_CLOSE_MS = 3000;
/** The spec's `type` query parameter of an invitation's /auth/callback link. */
export const INVITE_CALLBACK_TYPE = 'hoh-invite';

export const inviteSuccessMessage = (email: string) => `Invitation successfully sent to ${email}!`;
