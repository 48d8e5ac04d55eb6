import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EntryPatch } from '../../../shared/schemas/entries';
import { trpc } from '../../lib/trpc';
import { changeFeeds, feedKey, type FeedSnapshot, journalKeys, restoreFeeds } from './feedCache';

/**
 * Edits, deletes and clears entries optimistically: the feed changes at once and rolls back,
 * with a toast, if the server refuses.
 */
export function useEntryMutations(profileId: string) {
  const queryClient = useQueryClient();
  const settle = {
    onError: (error: { message: string }, _input: unknown, snapshot: FeedSnapshot | undefined) => {
      if (snapshot) restoreFeeds(queryClient, snapshot);
      toast.error(error.message);
    },
    onSettled: () => Promise.all(journalKeys(profileId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  };
  const begin = async () => queryClient.cancelQueries({ queryKey: feedKey(profileId) });

  const update = trpc.entries.update.useMutation({
    onMutate: async ({ id, patch }) => {
      await begin();
      return changeFeeds(queryClient, profileId, (entries) => entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
    },
    ...settle,
  });
  const remove = trpc.entries.delete.useMutation({
    onMutate: async ({ id }) => {
      await begin();
      return changeFeeds(queryClient, profileId, (entries) => entries.filter((entry) => entry.id !== id));
    },
    ...settle,
  });
  const clear = trpc.entries.clear.useMutation({
    onMutate: async () => {
      await begin();
      return changeFeeds(queryClient, profileId, () => []);
    },
    ...settle,
  });

  return {
    updateEntry: (id: string, patch: EntryPatch) => update.mutateAsync({ profileId, id, patch }),
    deleteEntry: (id: string) => remove.mutate({ profileId, id }),
    clearEntries: () => clear.mutate({ profileId }),
  };
}
