import { useQueryClient } from '@tanstack/react-query';
import type { NewEntryInput } from '../../../shared/schemas/entries';
import { trpc } from '../../lib/trpc';
import { changeFeeds, type Entry, feedKey, invalidateDerived, replacePlaceholder, restoreFeeds } from '../entries/entryCache';
import { entrySchemas } from '../entries/entrySchemas';

let optimisticCounter = 0;

/**
 * What the card shows until the server's row arrives: the entry as the shared schema completes
 * it (default tags and intensity, trimmed notes), or nothing when the server will refuse it anyway.
 */
async function optimisticEntry(input: NewEntryInput): Promise<Entry | null> {
  const { newEntrySchema } = await entrySchemas.load();
  const parsed = newEntrySchema.safeParse(input);
  if (!parsed.success) return null;
  optimisticCounter += 1;
  return {
    mood_category: null,
    specific_mood: null,
    sensation: null,
    body_region: null,
    specific_body_region: null,
    body_side: null,
    addedBy: null,
    ...parsed.data,
    id: `optimistic-${optimisticCounter}`,
    timestamp: new Date().toISOString(),
  };
}

/** Adds an entry: it is at the top of the feed at once, then swapped for the server's row. */
export function useAddEntry(profileId: string | null) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return trpc.entries.add.useMutation({
    onMutate: async ({ entry }) => {
      if (!profileId) return undefined;
      await queryClient.cancelQueries({ queryKey: feedKey(profileId) });
      const placeholder = await optimisticEntry(entry).catch(() => null);
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
