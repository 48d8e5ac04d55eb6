import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FailureAlert } from '../../ui/FailureAlert';
import { ProfileForm } from './ProfileForm';

/** 'New profile…': another journal of this account (a child's, a client's), shown once made. */
export function CreateProfileModal({ onClose, onCreated }: { onClose: () => void; onCreated: (profileId: string) => void }) {
  const utils = trpc.useUtils();
  const create = trpc.profiles.create.useMutation({
    onSuccess: async (profile) => {
      await utils.profiles.list.invalidate();
      onCreated(profile.id);
      onClose();
    },
  });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="New profile" description="A separate journal, for example a child's or a client's.">
      <ProfileForm onSubmit={(details) => create.mutate(details)}>
        <FailureAlert error={create.error} fallback="Failed to create the profile." />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create profile'}
          </Button>
        </div>
      </ProfileForm>
    </Modal>
  );
}
