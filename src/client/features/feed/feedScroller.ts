/** How the feed list scrolls to an entry it lists, or loads it in; false if it never finds it. */
export type ScrollFeedList = (entryId: string) => Promise<boolean>;
/** What the timeline asks for: an entry by id, with its type, which the feed's filter may hide. */
export interface ScrollTarget {
  id: string;
  type: string;
}

/** An insight's evidence: the feed shows just these entries until the chip is removed. */
export interface EvidenceFilter {
  ids: string[];
  title: string;
}

export interface FeedScroller {
  /** The feed list registers how it scrolls; the returned function unregisters it. */
  register(scroll: ScrollFeedList): () => void;
  /** The feed reports its type filter (null: All) and how to show All; the returned function withdraws it. */
  showFilter(filter: string | null, showAll: () => void): () => void;
  scrollToEntry(target: ScrollTarget): Promise<boolean>;
  /** Narrows the feed to an insight's entries (null: all of them again); the feed subscribes to it. */
  showEvidence(filter: EvidenceFilter | null): void;
  evidence(): EvidenceFilter | null;
  subscribeEvidence(listener: () => void): () => void;
}

/**
 * Holds one request at a time until the list can serve it: when the filter hides the entry's type
 * (or an insight's evidence leaves it out) the feed is switched to All first, and the request waits for the list that shows All (the same
 * list with new entries, or a new one once they have loaded).
 */
export function createFeedScroller(): FeedScroller {
  let list: ScrollFeedList | null = null;
  let view: { filter: string | null; showAll: () => void } | null = null;
  let pending: { target: ScrollTarget; settle: (found: boolean) => void } | null = null;
  let evidence: EvidenceFilter | null = null;
  const listeners = new Set<() => void>();
  const shows = ({ id, type }: ScrollTarget) => (!view || view.filter === null || view.filter === type) && (!evidence || evidence.ids.includes(id));

  function serve() {
    if (!pending || !list || !shows(pending.target)) return;
    const { target, settle } = pending;
    pending = null;
    void list(target.id).then(settle, () => settle(false));
  }

  return {
    register(scroll) {
      list = scroll;
      serve();
      return () => {
        if (list === scroll) list = null;
      };
    },
    showFilter(filter, showAll) {
      const current = { filter, showAll };
      view = current;
      serve();
      return () => {
        if (view === current) view = null;
      };
    },
    scrollToEntry(target) {
      pending?.settle(false);
      return new Promise((settle) => {
        pending = { target, settle };
        if (shows(target)) serve();
        else view?.showAll();
      });
    },
    showEvidence(filter) {
      evidence = filter;
      listeners.forEach((listener) => listener());
    },
    evidence: () => evidence,
    subscribeEvidence(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
