import type { Generated } from 'kysely';
import type { GrantedLevel, ReadKind } from '../../../shared/domain/access';
import type { Timestamp, CreatedAt, Defaulted } from './column-types';

// Journals (profiles) and who may read or write them.

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface ProfilesTable {
  id: Generated<string>;
  owner_user_id: string;
  name: string;
  initial: string;
  color: Defaulted<string>;
  created_at: CreatedAt;
}

export interface ProfilePermissionsTable {
  grantee_user_id: string;
  profile_id: string;
  level: GrantedLevel;
  created_at: CreatedAt;
}

export interface InvitationsTable {
  id: Generated<string>;
  inviter_user_id: string;
  invitee_email: string;
  relationship_tag: string;
  share_my_feed: Defaulted<boolean>;
  status: Defaulted<InvitationStatus>;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  /** The inviter's profile the invitation is sent from: the journal 'Share my feed?' opens to the invitee. */
  profile_id: string;
}

export interface ProfileReadsTable {
  profile_id: string;
  reader_user_id: string;
  kind: ReadKind;
  read_minute: Timestamp;
}
