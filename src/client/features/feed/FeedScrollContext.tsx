import { createContext, type ReactNode, useContext, useState } from 'react';

type ScrollToEntry = (entryId: string) => Promise<boolean>;

interface FeedScroller {
  /** The feed registers how it scrolls; the returned function unregisters it. */
  register(handler: ScrollToEntry): () => void;
  scrollToEntry: ScrollToEntry;
}

function createFeedScroller(): FeedScroller {
  let current: ScrollToEntry | null = null;
  return {
    register(handler) {
      current = handler;
      return () => {
        if (current === handler) current = null;
      };
    },
    scrollToEntry: (entryId) => current?.(entryId) ?? Promise.resolve(false),
  };
}

const FeedScrollContext = createContext<FeedScroller | null>(null);

/** Lets other panels (the timeline) ask the feed to scroll to an entry and highlight it. */
export function FeedScrollProvider({ children }: { children: ReactNode }) {
  const [scroller] = useState(createFeedScroller);
  return <FeedScrollContext.Provider value={scroller}>{children}</FeedScrollContext.Provider>;
}

export function useFeedScroller(): FeedScroller | null {
  return useContext(FeedScrollContext);
}

/** Scrolls the feed to `entryId`, loading older pages until it appears; false if it never does. */
export function useScrollToEntry(): ScrollToEntry {
  const scroller = useContext(FeedScrollContext);
  return (entryId) => scroller?.scrollToEntry(entryId) ?? Promise.resolve(false);
}
