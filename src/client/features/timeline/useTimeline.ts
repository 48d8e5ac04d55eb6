import { useMemo } from 'react';
import { affirmationMarks, isPreview, previewPoints, timelinePoints } from '../../../shared/domain/timeline';
import { trpc } from '../../lib/trpc';

/** The last 30 days as chart points (or the sample points while fewer than two exist) and the affirmations for tooltips. */
export function useTimeline(profileId: string | null) {
  const query = trpc.entries.timeline.useQuery({ profileId: profileId ?? '' }, { enabled: profileId !== null, staleTime: 30_000 });
  // "now" is when the data arrived: rendering stays pure, and the window moves with each refetch.
  const now = query.dataUpdatedAt;
  return useMemo(() => {
    const entries = query.data ?? [];
    const points = timelinePoints(entries, now);
    const preview = isPreview(points);
    const affirmations = affirmationMarks(entries);
    return { entries, points: preview ? previewPoints(now) : points, affirmations, preview, now, loading: query.isPending };
  }, [query.data, query.isPending, now]);
}
