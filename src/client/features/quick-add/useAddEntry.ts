import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { changeFeeds, feedKey, invalidateDerived, replacePlaceholder, restoreFeeds } from '../entries/entryCache';
import { optimisticEntry } from '../entries/optimisticEntry';

/** Adds an entry: it is at the top of the feed at once, then swapped for the server's row. */
export function useAddEntry(profileId: string | null) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return trpc.entries.add.useMutation({
    // Sent even when the browser says it is offline: a lost connection fails the call, and the
    // entry then waits in the offline queue (issue 37), rather than in this tab's memory.
    networkMode: 'always',
    onMutate: async ({ entry, id, loggedAt }) => {
      if (!profileId) return undefined;
      await queryClient.cancelQueries({ queryKey: feedKey(profileId) });
      const placeholder = await optimisticEntry(entry, id ? { id, loggedAt: loggedAt ?? new Date().toISOString() } : undefined).catch(() => null);
      if (!placeholder) return undefined;
      const snapshot = changeFeeds(queryClient, profileId, (entries, page, filter) =>
        page === 0 && (filter === null || filter === placeholder.type) ? [placeholder, ...entries] : entries,
      );
      return { snapshot, placeholderId: placeholder.id };
    },
    onSuccess: (saved, _input, context) => {
      if (!profileId || !context) return;
      replacePlaceholder(queryClient, profileId, context.placeholderId, saved);
    },
    onError: (_error, _input, context) => {
      if (context) restoreFeeds(queryClient, context.snapshot);
    },
    onSettled: () => {
      // The usage banner and the entry-limit notice follow the count without a reload.
      void utils.billing.usage.invalidate();
      if (profileId) invalidateDerived(queryClient, profileId);
    },
  });
}
