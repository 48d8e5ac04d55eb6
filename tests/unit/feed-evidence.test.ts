import { describe, expect, it, vi } from 'vitest';
import { createFeedScroller } from '../../src/client/features/feed/feedScroller';
import { lastAnalyzedLabel } from '../../src/client/features/insights/lastAnalyzed';

describe("an insight's evidence in the feed", () => {
  it('is told to the feed, and cleared', () => {
    const scroller = createFeedScroller();
    const listener = vi.fn();
    scroller.subscribeEvidence(listener);
    scroller.showEvidence({ ids: ['a', 'b'], title: 'Work weighs on you' });
    expect(scroller.evidence()).toEqual({ ids: ['a', 'b'], title: 'Work weighs on you' });
    scroller.showEvidence(null);
    expect(scroller.evidence()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('scrolls to an entry it lists at once, and shows all entries first for one it leaves out', async () => {
    const scroller = createFeedScroller();
    const scrolled: string[] = [];
    scroller.register(async (id) => (scrolled.push(id), true));
    const showAll = vi.fn(() => scroller.showEvidence(null));
    scroller.showFilter(null, showAll);
    scroller.showEvidence({ ids: ['a'], title: 'T' });

    expect(await scroller.scrollToEntry({ id: 'a', type: 'emotional' })).toBe(true);
    expect(showAll).not.toHaveBeenCalled();

    const found = scroller.scrollToEntry({ id: 'b', type: 'emotional' });
    expect(showAll).toHaveBeenCalledOnce();
    scroller.showFilter(null, showAll); // the feed reports its filters again once all entries show
    expect(await found).toBe(true);
    expect(scrolled).toEqual(['a', 'b']);
  });
});

describe('the last analysis date', () => {
  it('says never, the date, or that the date cannot be read', () => {
    expect(lastAnalyzedLabel(null)).toBe('Never analyzed');
    expect(lastAnalyzedLabel('not a date')).toBe('Analysis date unavailable');
    expect(lastAnalyzedLabel('2026-11-24T05:25:00Z')).toMatch(/^Last analyzed: .*2026/);
  });
});
