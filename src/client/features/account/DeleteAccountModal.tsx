import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { DeletionList } from '../../ui/DeletionList';
import { FailureAlert } from '../../ui/FailureAlert';
import { FIELD_CLASS, LABEL_CLASS } from '../../ui/fieldStyles';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toast';
import { profileSelection } from '../profiles/profileSelection';

/**
 * Deletes the account for good (GDPR article 17) once its email address is typed, after saying
 * what goes with it. Afterwards the browser is signed out, as after Sign Out.
 */
export function DeleteAccountModal({ email, onClose }: { email: string; onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const summary = trpc.account.deletionSummary.useQuery(undefined, { staleTime: 0 });
  const remove = trpc.account.delete.useMutation({
    onSuccess: () => {
      queryClient.clear();
      profileSelection.set(null);
      navigate('/onboarding', { replace: true });
      showToast((toast) => toast.success('Your account and everything in it have been deleted.'));
    },
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) remove.mutate({ email: typed });
  };

  const data = summary.data;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Delete your account" description="This removes your account and your journals for good. It cannot be undone.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {data && data.profiles.length > 0 && (
          <p className="text-sm text-slate-700">
            Your {data.profiles.length === 1 ? 'journal' : 'journals'} {data.profiles.join(', ')}, with:
          </p>
        )}
        <DeletionList counts={data} label="What deleting your account removes" />
        {data && data.sharedWithYou > 0 && (
          <p className="text-sm text-slate-700">
            You will lose access to {data.sharedWithYou === 1 ? 'the journal' : `the ${data.sharedWithYou} journals`} others share with you. Their journals stay as they
            are.
          </p>
        )}
        {data?.hasSubscription && <p className="text-sm text-slate-700">Your Pro subscription is cancelled at once.</p>}
        <div className="space-y-1.5">
          <label htmlFor={id} className={LABEL_CLASS}>
            Type <span className="font-semibold">{email}</span> to confirm
          </label>
          <input id={id} type="email" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} className={FIELD_CLASS} />
        </div>
        <FailureAlert error={remove.error} fallback="Failed to delete the account." />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
