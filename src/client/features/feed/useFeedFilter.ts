import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { EntryType } from '../../../shared/domain/entries';
import { useFeedScroller } from './FeedScrollContext';

const noEvidence = () => () => {};

/**
 * The feed's filters: its type (null: All) and an insight's evidence, which another panel sets
 * and which takes the place of the type while it is on. Choosing a type ends the evidence, and a
 * timeline click on an entry the filters hide sets both back to All.
 */
export function useFeedFilter() {
  const [chosenType, setType] = useState<EntryType | null>(null);
  const scroller = useFeedScroller();
  const evidence = useSyncExternalStore(scroller?.subscribeEvidence ?? noEvidence, () => scroller?.evidence() ?? null);
  const type = evidence ? null : chosenType;
  const chooseType = useCallback(
    (next: EntryType | null) => {
      scroller?.showEvidence(null);
      setType(next);
    },
    [scroller],
  );
  useEffect(() => scroller?.showFilter(type, () => chooseType(null)), [scroller, type, evidence, chooseType]);
  return { type, evidence, chooseType, showAll: () => chooseType(null) };
}
