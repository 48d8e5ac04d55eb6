import { useState } from 'react';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FailureAlert } from '../../ui/FailureAlert';
import { sharedAccessSentence } from './sharedAccessSentence';

/** 'About this shared journal' for a grantee: what they may do, that the owner sees their reads, and Leave. */
export function SharedJournalModal({ profile, confirmLeave, onClose }: { profile: RouterOutputs['profiles']['list'][number]; confirmLeave: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [leaving, setLeaving] = useState(confirmLeave);
  const leave = trpc.sharing.leave.useMutation({
    // The journal falls out of the list, and the selection back to the account's own (spec 4.4).
    onSuccess: () => {
      onClose();
      void utils.profiles.list.invalidate();
    },
  });
  const owner = profile.sharedBy ?? 'Its owner';
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={leaving ? `Leave ${profile.name}?` : 'About this shared journal'}>
      <div className="space-y-4 text-sm text-slate-700">
        {leaving ? (
          <p>
            {profile.name} will no longer be in your menu and you will not be able to read it. {owner} can invite you again later.
          </p>
        ) : (
          <>
            <p>{sharedAccessSentence(profile)}</p>
            <p>Each time you read its feed, an entry, a photo or its insights, or export it, {owner} sees it in the journal's access log.</p>
          </>
        )}
        <FailureAlert error={leave.error} fallback="Failed to leave the journal." />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {leaving ? 'Stay' : 'Close'}
          </Button>
          {leaving ? (
            <Button variant="danger" disabled={leave.isPending} onClick={() => leave.mutate({ profileId: profile.id })}>
              {leave.isPending ? 'Leaving...' : `Leave ${profile.name}`}
            </Button>
          ) : (
            <Button variant="quietDanger" onClick={() => setLeaving(true)}>
              Leave…
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
