import { failureMessage } from '../../lib/failureMessage';
import { trpc } from '../../lib/trpc';

/** Deleting one insight or clearing them all: gone from the list at once, back if the server refuses. */
export function useInsightRemoval(profileId: string) {
  const utils = trpc.useUtils();
  const overview = utils.insights.overview;
  const optimistic = (keep: (id: string) => boolean) => async () => {
    await overview.cancel({ profileId });
    const previous = overview.getData({ profileId });
    overview.setData({ profileId }, (old) => old && { ...old, insights: old.insights.filter((insight) => keep(insight.id)) });
    return { previous };
  };
  const callbacks = {
    onError: (_error: unknown, _input: unknown, context: { previous: ReturnType<typeof overview.getData> } | undefined) =>
      overview.setData({ profileId }, context?.previous),
    onSettled: () => overview.invalidate({ profileId }),
  };
  const remove = trpc.insights.delete.useMutation({ onMutate: ({ id }) => optimistic((other) => other !== id)(), ...callbacks });
  const clear = trpc.insights.clear.useMutation({ onMutate: optimistic(() => false), ...callbacks });
  const error = remove.error
    ? failureMessage(remove.error, 'Error deleting insight')
    : clear.error
      ? failureMessage(clear.error, 'Error clearing insights')
      : null;
  return {
    deleteInsight: (id: string) => remove.mutate({ profileId, id }),
    clearAll: () => clear.mutate({ profileId }),
    clearing: clear.isPending,
    error,
  };
}
