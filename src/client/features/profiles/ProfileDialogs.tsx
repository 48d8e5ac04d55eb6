import { Suspense } from 'react';
import { invitingProfile } from '../../../shared/domain/profile-selection';
import { CreateProfileModal, ExportModal, ImportModal, InviteModal, ManageProfileModal, type ProfileDialog, SharedJournalModal } from './profileDialogs';
import type { useCurrentProfile } from './useCurrentProfile';

/** The dialog the header menu opened, if any, drawn once its code has arrived. */
export function ProfileDialogs({
  dialog,
  onClose,
  current,
}: {
  dialog: ProfileDialog;
  onClose: () => void;
  current: ReturnType<typeof useCurrentProfile>;
}) {
  const { profile, data: profiles = [] } = current;
  return (
    <Suspense fallback={null}>
      {dialog === 'create' && <CreateProfileModal onClose={onClose} onCreated={current.select} />}
      {dialog === 'manage' && profile?.source === 'owned' && <ManageProfileModal profile={profile} onClose={onClose} />}
      {(dialog === 'about' || dialog === 'leave') && profile?.source === 'shared' && (
        <SharedJournalModal profile={profile} confirmLeave={dialog === 'leave'} onClose={onClose} />
      )}
      {dialog === 'export' && profile && <ExportModal profile={profile} onClose={onClose} />}
      {dialog === 'import' && profile && profile.permissionLevel !== 'viewer' && <ImportModal profile={profile} onClose={onClose} />}
      {dialog === 'invite' && <InviteModal fromProfile={invitingProfile(profile, profiles)} onClose={onClose} />}
    </Suspense>
  );
}
