import { useEffect, useState } from 'react';
import type { EntryType } from '../../../shared/domain/entries';
import { useFeedScroller } from './FeedScrollContext';

/** The feed's type filter (null: All), which a timeline click on an entry of another type sets back to All. */
export function useFeedFilter() {
  const [filter, setFilter] = useState<EntryType | null>(null);
  const scroller = useFeedScroller();
  useEffect(() => scroller?.showFilter(filter, () => setFilter(null)), [scroller, filter]);
  return [filter, setFilter] as const;
}
