import { useState } from 'react';
import { DEFAULT_BUTTONS, type QuickAddButton } from '../../../shared/domain/quick-add';
import { trpc } from '../../lib/trpc';

/**
 * The account's quick-add buttons (defaults until saved). Saving is optimistic; a failure
 * restores the previous set and says 'Failed to save button settings'.
 */
export function useQuickAddButtons() {
  const utils = trpc.useUtils();
  const query = trpc.preferences.quickAddButtons.useQuery(undefined, { staleTime: Infinity });
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = trpc.preferences.saveQuickAddButtons.useMutation({
    onMutate: async ({ buttons }) => {
      await utils.preferences.quickAddButtons.cancel();
      const previous = utils.preferences.quickAddButtons.getData();
      utils.preferences.quickAddButtons.setData(undefined, buttons as QuickAddButton[]);
      return previous;
    },
    onSuccess: () => setSaveError(null),
    onError: (error, _input, previous) => {
      if (previous) utils.preferences.quickAddButtons.setData(undefined, previous);
      console.error('Failed to save button settings', error);
      setSaveError('Failed to save button settings');
    },
  });
  return {
    buttons: query.data ?? DEFAULT_BUTTONS,
    loading: query.isPending,
    loadError: query.isError ? 'Failed to load button settings' : null,
    saveError,
    saveButtons: (buttons: readonly QuickAddButton[]) => save.mutate({ buttons: [...buttons] }),
  };
}
