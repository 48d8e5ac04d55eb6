import { useQueryClient } from '@tanstack/react-query';
import type { EntryPatch } from '../../../shared/schemas/entries';
import { type ClientError, trpc } from '../../lib/trpc';
import { changeFeeds, feedKey, type FeedSnapshot, journalKeys, restoreFeeds } from '../entries/entryCache';
import { showToast } from '../../ui/toast';
import { toastError } from '../../ui/toastError';
import { holdDelete, releaseDelete, startSending } from './pendingDeletes';

const UNDO_MS = 5000;

/**
 * Edits, deletes and clears entries optimistically: the feed changes at once and rolls back,
 * with a toast, if the server refuses. A deleted entry leaves the feed at once, but the server
 * hears of it only when the 'Entry deleted' toast closes without Undo.
 */
export function useEntryMutations(profileId: string) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const settle = {
    onError: (error: ClientError, _input: unknown, snapshot: FeedSnapshot | undefined) => {
      if (snapshot) restoreFeeds(queryClient, snapshot);
      toastError(error.message);
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
  const clear = trpc.entries.clear.useMutation({
    onMutate: async () => {
      await begin();
      return changeFeeds(queryClient, profileId, () => []);
    },
    ...settle,
  });

  const deleteEntry = (id: string) => {
    holdDelete(profileId, id);
    const send = () => {
      if (!startSending(id)) return;
      utils.client.entries.delete
        .mutate({ profileId, id })
        // Already gone (a 'Clear all' meanwhile) counts as deleted.
        .catch((error: ClientError) => {
          if (error.data?.code !== 'NOT_FOUND') throw error;
        })
        .then(
          () => changeFeeds(queryClient, profileId, (entries) => entries.filter((entry) => entry.id !== id)),
          (error: ClientError) => toastError(error.message),
        )
        .finally(() => {
          releaseDelete(id);
          void settle.onSettled();
        });
    };
    showToast((toast) =>
      toast('Entry deleted', { duration: UNDO_MS, action: { label: 'Undo', onClick: () => releaseDelete(id) }, onAutoClose: send, onDismiss: send }),
    );
  };

  return {
    updateEntry: (id: string, patch: EntryPatch) => update.mutateAsync({ profileId, id, patch }),
    deleteEntry,
    clearEntries: () => clear.mutate({ profileId }),
  };
}
