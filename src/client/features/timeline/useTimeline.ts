import { useMemo, useState } from 'react';
import { affirmationMarks, isPreview, previewPoints, samePoints, type TimelineEntry, type TimelinePoint, timelinePoints } from '../../../shared/domain/timeline';
import { trpc } from '../../lib/trpc';
import { useNow } from './useNow';

const MINUTE = 60_000;
const NO_ENTRIES: TimelineEntry[] = [];

/** The last 30 days as chart points (or the sample points while fewer than two exist) and the affirmations for tooltips. */
export function useTimeline(profileId: string | null) {
  const query = trpc.entries.timeline.useQuery({ profileId: profileId ?? '' }, { enabled: profileId !== null, staleTime: 30_000 });
  // The clock moves the windows along; an entry that has just arrived never lies ahead of it.
  const clock = useNow(MINUTE);
  const now = Math.max(clock, query.dataUpdatedAt);
  const entries = query.data ?? NO_ENTRIES;
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
