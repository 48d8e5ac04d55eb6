import { useMemo, useState } from 'react';
import { affirmationMarks, isPreview, previewPoints, samePoints, type TimelineEntry, type TimelinePoint, timelinePoints } from '../../../shared/domain/timeline';
import { trpc } from '../../lib/trpc';
import { usePendingDeletes } from '../feed/pendingDeletes';
import { useNow } from './useNow';

const MINUTE = 60_000;
const NO_ENTRIES: TimelineEntry[] = [];

/** The last 30 days as chart points (or the sample points while fewer than two exist) and the affirmations for tooltips. */
export function useTimeline(profileId: string | null) {
  const query = trpc.entries.timeline.useQuery({ profileId: profileId ?? '' }, { enabled: profileId !== null, staleTime: 30_000 });
  // The clock moves the windows along; an entry that has just arrived never lies ahead of it.
  const clock = useNow(MINUTE);
  const now = Math.max(clock, query.dataUpdatedAt);
  // An entry deleted in the feed leaves the chart and the aura at once, as it leaves the feed.
  const pendingDeletes = usePendingDeletes();
  const loaded = query.data ?? NO_ENTRIES;
  const entries = useMemo(
    () => (pendingDeletes.size === 0 ? loaded : loaded.filter((entry) => !pendingDeletes.has(entry.id))),
    [loaded, pendingDeletes],
  );
  const points = useSteadyPoints(useMemo(() => timelinePoints(entries, now), [entries, now]));
  const affirmations = useMemo(() => affirmationMarks(entries), [entries]);
  return useMemo(() => {
    const preview = isPreview(points);
    return { entries, points: preview ? previewPoints(now) : points, affirmations, preview, now, loading: query.isPending };
  }, [entries, points, affirmations, query.isPending, now]);
}

/** `points`, or the list before it while they hold the same entries: a tick of the clock then leaves the chart's line alone. */
function useSteadyPoints(points: TimelinePoint[]): TimelinePoint[] {
  const [kept, setKept] = useState(points);
  if (kept === points || samePoints(kept, points)) return kept;
  setKept(points);
  return points;
}
