import { useMemo, useState } from 'react';
import { isPreview, previewPoints, samePoints, type TimelinePoint, timelinePoints } from '../../../shared/domain/timeline';
import { unpackTimeline } from '../../../shared/domain/timeline-wire';
import { trpc } from '../../lib/trpc';
import { usePendingDeletes } from '../feed/pendingDeletes';
import { useNow } from './useNow';

const MINUTE = 60_000;
const EMPTY = unpackTimeline({ feelings: [], points: [], recent: [], marks: [], total: 0 });

/**
 * The last 30 days as chart points (or the sample points while fewer than two exist), the
 * affirmations for tooltips and the last hours' entries for the aura.
 */
export function useTimeline(profileId: string | null) {
  const query = trpc.entries.timeline.useQuery({ profileId: profileId ?? '' }, { enabled: profileId !== null, staleTime: 30_000 });
  // The clock moves the windows along; an entry that has just arrived never lies ahead of it.
  const clock = useNow(MINUTE);
  const now = Math.max(clock, query.dataUpdatedAt);
  const loaded = useMemo(() => (query.data ? unpackTimeline(query.data) : EMPTY), [query.data]);
  // An entry deleted in the feed leaves the chart and the aura at once, as it leaves the feed.
  const pendingDeletes = usePendingDeletes();
  const shown = useMemo(() => {
    if (pendingDeletes.size === 0) return loaded;
    const kept = <Item extends { id: string }>(items: Item[]) => items.filter((item) => !pendingDeletes.has(item.id));
    return { ...loaded, points: kept(loaded.points), recent: kept(loaded.recent), marks: kept(loaded.marks) };
  }, [loaded, pendingDeletes]);
  const points = useSteadyPoints(useMemo(() => timelinePoints(shown.points, now), [shown.points, now]));
  const timeline = useMemo(() => {
    const preview = isPreview(points);
    // Entries the client no longer draws (deleted, or moved out of the window) no longer count either.
    const total = loaded.total - (loaded.points.length - points.length);
    const failed = query.isError && !query.data;
    return { recent: shown.recent, points: preview ? previewPoints(now) : points, affirmations: shown.marks, total, preview, now, loading: query.isPending, failed };
  }, [shown, loaded, points, query.isPending, query.isError, query.data, now]);
  return { ...timeline, retry: query.refetch };
}

/** `points`, or the list before it while they hold the same entries: a tick of the clock then leaves the chart's line alone. */
function useSteadyPoints(points: TimelinePoint[]): TimelinePoint[] {
  const [kept, setKept] = useState(points);
  if (kept === points || samePoints(kept, points)) return kept;
  setKept(points);
  return points;
}
