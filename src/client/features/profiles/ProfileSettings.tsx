import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { DeletionList } from '../../ui/DeletionList';
import { FailureAlert } from '../../ui/FailureAlert';
import { ProfileForm } from './ProfileForm';
import type { CurrentProfile } from './useCurrentProfile';

/** Rename or recolour the profile, or delete it for good after a confirmation that names it. */
export function ProfileSettings({ profile, onDeleted }: { profile: CurrentProfile; onDeleted: () => void }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const summary = trpc.profiles.deletionSummary.useQuery({ profileId: profile.id }, { enabled: confirming, staleTime: 0 });
  const update = trpc.profiles.update.useMutation({ onSuccess: () => utils.profiles.list.invalidate() });
  const remove = trpc.profiles.delete.useMutation({
    // Closed first, so the dialog never shows the journal the selection falls back to (spec 4.4).
    onSuccess: () => {
      onDeleted();
      void utils.profiles.list.invalidate();
    },
  });

  return (
    <div className="space-y-6">
      <ProfileForm initial={profile} onSubmit={(details) => update.mutate({ profileId: profile.id, ...details })}>
        <div aria-live="polite" className="empty:hidden">
          {update.isSuccess && !update.isPending && <p className="text-sm text-teal-800">Saved.</p>}
          <FailureAlert error={update.error} fallback="Failed to save the profile." />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </ProfileForm>
      <section aria-labelledby="delete-profile-heading" className="rounded-2xl p-4 ring-1 ring-slate-200">
        <h3 id="delete-profile-heading" className="font-semibold text-red-800">
          Delete this profile
        </h3>
        {confirming ? (
          <div className="mt-2 space-y-3">
            <p className="text-sm text-slate-700">
              Delete {profile.name}? All of its entries, photos and insights are removed for good, and everyone it is shared with loses it. This cannot be
              undone. It removes:
            </p>
            <DeletionList counts={summary.data} label={`What deleting ${profile.name} removes`} />
            <FailureAlert error={remove.error} fallback="Failed to delete the profile." />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate({ profileId: profile.id })}>
                {remove.isPending ? 'Deleting...' : `Delete ${profile.name}`}
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">Its entries and photos are removed for good.</p>
            <Button variant="quietDanger" onClick={() => setConfirming(true)}>
              Delete {profile.name}…
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
