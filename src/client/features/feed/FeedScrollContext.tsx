import { createContext, type ReactNode, useContext, useState } from 'react';
import { createFeedScroller, type EvidenceFilter, type FeedScroller, type ScrollTarget } from './feedScroller';

const FeedScrollContext = createContext<FeedScroller | null>(null);

/** Lets other panels (the timeline) ask the feed to scroll to an entry and highlight it. */
export function FeedScrollProvider({ children }: { children: ReactNode }) {
  const [scroller] = useState(createFeedScroller);
  return <FeedScrollContext.Provider value={scroller}>{children}</FeedScrollContext.Provider>;
}

export function useFeedScroller(): FeedScroller | null {
  return useContext(FeedScrollContext);
}

/**
 * Scrolls the feed to the entry, loading older pages until it appears and switching the feed to
 * All when its filter hides the entry's type; false if it never appears.
 */
export function useScrollToEntry(): (target: ScrollTarget) => Promise<boolean> {
  const scroller = useContext(FeedScrollContext);
  return (target) => scroller?.scrollToEntry(target) ?? Promise.resolve(false);
}

/** Narrows the feed to an insight's entries (null: all again); the feed scrolls into view with its chip. */
export function useShowEvidence(): (filter: EvidenceFilter | null) => void {
  const scroller = useContext(FeedScrollContext);
  return (filter) => scroller?.showEvidence(filter);
}
