import type { InfiniteData } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cardKey, type Entry, type FeedPage } from '../entries/entryCache';
import { useFeedScroller } from './FeedScrollContext';

const HIGHLIGHT_MS = 2000;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The feed as a window-virtualised list: only the cards near the viewport are in the page, so
 * thousands of entries scroll smoothly. Older pages load as the end comes into view.
 */
export function FeedList({
  entries,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  renderEntry,
}: {
  entries: Entry[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ data?: InfiniteData<FeedPage> | undefined }>;
  renderEntry: (entry: Entry, highlighted: boolean) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  useLayoutEffect(() => {
    setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => 150,
    overscan: 8,
    gap: 12,
    scrollMargin,
    getItemKey: (index) => cardKey(entries[index]!.id),
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= entries.length - 5 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [lastIndex, entries.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const scroller = useFeedScroller();
  const latest = useRef({ entries, hasNextPage });
  useEffect(() => {
    latest.current = { entries, hasNextPage };
  });
  useEffect(() => {
    if (!scroller) return;
    return scroller.register(async (entryId) => {
      let { entries: loaded, hasNextPage: more } = latest.current;
      while (!loaded.some((entry) => entry.id === entryId) && more) {
        const result = await fetchNextPage();
        loaded = result.data?.pages.flatMap((page) => page.entries) ?? loaded;
        more = result.data?.pages.at(-1)?.nextCursor != null;
      }
      const index = loaded.findIndex((entry) => entry.id === entryId);
      if (index === -1) return false;
      await nextFrame();
      virtualizer.scrollToIndex(index, { align: 'center' });
      setHighlighted(entryId);
      setTimeout(() => setHighlighted((current) => (current === entryId ? null : current)), HIGHLIGHT_MS);
      return true;
    });
  }, [scroller, fetchNextPage, virtualizer]);

  return (
    <div ref={listRef}>
      <ol className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {renderEntry(entries[item.index]!, entries[item.index]!.id === highlighted)}
          </li>
        ))}
      </ol>
      {isFetchingNextPage && <p className="py-4 text-center text-sm text-slate-500">Loading older entries…</p>}
    </div>
  );
}
