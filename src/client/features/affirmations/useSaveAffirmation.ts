import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { changeFeeds, invalidateDerived } from '../entries/entryCache';
import { showToast } from '../../ui/toast';

/** Saves a suggestion as an affirmation entry and puts the server's row at the top of the feed. */
export function useSaveAffirmation(profileId: string) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return trpc.affirmations.save.useMutation({
    onSuccess: (saved) => {
      changeFeeds(queryClient, profileId, (entries, page, filter) =>
        page === 0 && (filter === null || filter === saved.type) ? [saved, ...entries] : entries,
      );
      invalidateDerived(queryClient, profileId);
      void utils.billing.usage.invalidate();
      showToast((toast) => toast.success('Affirmation saved'));
    },
  });
}
