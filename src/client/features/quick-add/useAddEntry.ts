import { useQueryClient } from '@tanstack/react-query';
import type { NewEntryInput } from '../../../shared/schemas/entries';
import { DEFAULT_INTENSITY, DEFAULT_TAGS } from '../../../shared/domain/entries';
import { trpc } from '../../lib/trpc';
import { changeFeeds, type Entry, feedKey, restoreFeeds, timelineKey } from '../feed/feedCache';

let optimisticCounter = 0;

/** What the card shows until the server's row arrives. */
function optimisticEntry(input: NewEntryInput): Entry {
  optimisticCounter += 1;
  const isAffirmation = input.type === 'affirmation';
  return {
    id: `optimistic-${optimisticCounter}`,
    timestamp: new Date().toISOString(),
    type: input.type,
    mood_category: input.type === 'emotional' ? (input.mood_category ?? null) : null,
    specific_mood: input.type === 'emotional' ? (input.specific_mood ?? null) : null,
    sensation: input.type === 'physical' ? input.sensation : null,
    body_region: input.type === 'physical' ? (input.body_region ?? null) : null,
    specific_body_region: null,
    intensity: isAffirmation ? null : (input.intensity ?? DEFAULT_INTENSITY),
    ...DEFAULT_TAGS,
    trigger: input.trigger ?? DEFAULT_TAGS.trigger,
    location: input.location ?? DEFAULT_TAGS.location,
    social: input.social ?? DEFAULT_TAGS.social,
    environment: input.environment ?? DEFAULT_TAGS.environment,
    time_frame: input.time_frame ?? DEFAULT_TAGS.time_frame,
    notes: input.notes?.trim() || null,
    images: input.images && input.images.length > 0 ? input.images : null,
  };
}

/** Adds an entry: it is at the top of the feed at once, then swapped for the server's row. */
export function useAddEntry(profileId: string | null) {
  const queryClient = useQueryClient();
  return trpc.entries.add.useMutation({
    onMutate: async ({ entry }) => {
      if (!profileId) return undefined;
      await queryClient.cancelQueries({ queryKey: feedKey(profileId) });
      const placeholder = optimisticEntry(entry);
      const snapshot = changeFeeds(queryClient, profileId, (entries, page, filter) =>
        page === 0 && (filter === null || filter === placeholder.type) ? [placeholder, ...entries] : entries,
      );
      return { snapshot, placeholderId: placeholder.id };
    },
    onSuccess: (saved, _input, context) => {
      if (!profileId || !context) return;
      changeFeeds(queryClient, profileId, (entries) => entries.map((entry) => (entry.id === context.placeholderId ? saved : entry)));
    },
    onError: (_error, _input, context) => {
      if (context) restoreFeeds(queryClient, context.snapshot);
    },
    onSettled: () => profileId && queryClient.invalidateQueries({ queryKey: timelineKey(profileId) }),
  });
}
