import { useQueryClient } from '@tanstack/react-query';
import { getMutationKey } from '@trpc/react-query';
import { useState } from 'react';
import { DEFAULT_BUTTONS, effectiveButtons, type QuickAddButton } from '../../../shared/domain/quick-add';
import { trpc } from '../../lib/trpc';

/**
 * The account's quick-add buttons (defaults until saved, or when the saved set is empty).
 * `ready` turns true once the saved set has loaded or failed to load. Saving is optimistic;
 * a failure restores the previous set and says 'Failed to save button settings'.
 */
export function useQuickAddButtons() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const query = trpc.preferences.quickAddButtons.useQuery(undefined, { staleTime: Infinity });
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = trpc.preferences.saveQuickAddButtons.useMutation({
    onMutate: async ({ buttons }) => {
      await utils.preferences.quickAddButtons.cancel();
      const previous = utils.preferences.quickAddButtons.getData();
      utils.preferences.quickAddButtons.setData(undefined, [...effectiveButtons(buttons)]);
      return previous;
    },
    onSuccess: (saved) => {
      setSaveError(null);
      // Only the last of several quick toggles speaks for the set; this one is still counted.
      const saving = queryClient.isMutating({ mutationKey: getMutationKey(trpc.preferences.saveQuickAddButtons) });
      if (saving <= 1) utils.preferences.quickAddButtons.setData(undefined, saved);
    },
    onError: (error, _input, previous) => {
      if (previous) utils.preferences.quickAddButtons.setData(undefined, previous);
      console.error('Failed to save button settings', error);
      setSaveError('Failed to save button settings');
    },
  });
  return {
    buttons: query.data ?? DEFAULT_BUTTONS,
    ready: !query.isPending,
    loadError: query.isError ? 'Failed to load button settings' : null,
    saveError,
    saveButtons: (buttons: readonly QuickAddButton[]) => save.mutate({ buttons: [...buttons] }),
  };
}
