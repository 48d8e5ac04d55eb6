import { invitingProfile } from '../../../shared/domain/profile-selection';
import { InviteModal } from './profileDialogs';
import { useCurrentProfile } from './useCurrentProfile';

/** The Invite User modal for the account's own journal, as the header's invite button opens it (inside its Suspense). */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { profile, data: profiles = [] } = useCurrentProfile();
  return <InviteModal fromProfile={invitingProfile(profile, profiles)} onClose={onClose} />;
}

export const preloadInvite = InviteModal.preload;
