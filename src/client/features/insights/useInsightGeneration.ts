import { useEffect, useState, useSyncExternalStore } from 'react';
import { createProgressDriver } from '../../../shared/domain/insight-progress';
import { failureMessage } from '../../lib/failureMessage';
import { trpc } from '../../lib/trpc';

const doneMessage = (count: number) =>
  count === 0 ? 'Analysis complete! No new patterns found.' : `Analysis complete! Found ${count} new ${count === 1 ? 'insight' : 'insights'}.`;

/**
 * accounts-plans-ai 4.7: one generation at a time, its progress on the clock (the shared state
 * machine), the new insights put at the top of the list; those of the last generation are marked new.
 */
export function useInsightGeneration(profileId: string, firstAnalysis: boolean) {
  const [driver] = useState(createProgressDriver);
  useEffect(() => () => driver.dispose(), [driver]);
  const progress = useSyncExternalStore(driver.subscribe, driver.current);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  // What the last generation found, kept after its progress goes back to idle (3 s).
  const [outcome, setOutcome] = useState<{ message: string; foundNothing: boolean } | null>(null);
  const utils = trpc.useUtils();

  const generate = trpc.insights.generate.useMutation({
    onSuccess: (result) => {
      const added = result.status === 'generated' ? result.insights : [];
      utils.insights.overview.setData({ profileId }, (old) => old && { ...old, metrics: result.metrics, insights: [...added, ...old.insights] });
      setNewIds(new Set(added.map((insight) => insight.id)));
      const message = result.status === 'generated' ? doneMessage(added.length) : result.message;
      setOutcome({ message, foundNothing: result.status === 'generated' && added.length === 0 });
      driver.send({ type: 'response', firstAnalysis: result.status === 'generated' ? result.mode === 'initial' : firstAnalysis, doneMessage: message });
    },
    onError: (error) => driver.send({ type: 'fail', error: failureMessage(error, 'Unknown error during analysis') }),
    onSettled: () => {
      void utils.insights.overview.invalidate({ profileId });
      void utils.billing.usage.invalidate();
    },
  });

  const start = () => {
    if (progress.status === 'loading') return;
    driver.send({ type: 'start', firstAnalysis });
    setOutcome(null);
    generate.mutate({ profileId });
  };
  return { progress, start, newIds, outcome, error: generate.error };
}
