import { Lock } from 'lucide-react';
import { RetryAlert } from '../../ui/RetryAlert';
import { Suspense, useRef } from 'react';
import { useScrollToEntry } from '../feed/FeedScrollContext';
import { lazyWithPreload, useAfterIdle } from '../../lib/lazyWithPreload';
import { useOnScreen } from './useOnScreen';
import { usePerformanceMode } from './usePerformanceMode';
import { TimelineModeSwitch } from './TimelineModeSwitch';
import { useTimeline } from './useTimeline';
import { useJournalView } from './useJournalView';
import { PillSwitch } from './PillSwitch';

export const TIMELINE_HEIGHT = 120;

// visx and d3 come in their own chunk once the rest of the screen is drawn (the quick-add tiles
// first); until then the chart's box keeps its place, empty.
const FittedTimelineChart = lazyWithPreload(() => import('./FittedTimelineChart'), 'FittedTimelineChart');
// Issue 38: the body map, beside the timeline, comes in its own chunk when first shown.
const BodyMapView = lazyWithPreload(() => import('../body-map/BodyMapView'), 'BodyMapView');
const VIEWS = [
  { label: 'Timeline', value: 'timeline' },
  { label: 'Body map', value: 'body-map' },
] as const;

/** journal-core 2, intensity timeline: the last 30 days, or a locked preview; or the body map (issue 38). */
export function IntensityTimeline({ profileId }: { profileId: string }) {
  const { view, setView } = useJournalView();
  const timeline = useTimeline(profileId);
  const scrollToEntry = useScrollToEntry();
  const { performance, setPerformance } = usePerformanceMode();
  const container = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(container);
  const afterFirstView = useAfterIdle();

  return (
    <section aria-labelledby="timeline-heading" data-walkthrough="timeline" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-100 md:p-5">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="timeline-heading" className="font-semibold text-slate-900">
          {view === 'body-map' ? 'Body map' : 'Your last 30 days'}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3">
          {view === 'timeline' && <TimelineModeSwitch performance={performance} onChange={setPerformance} />}
          <PillSwitch label="Show" options={VIEWS} value={view} onChange={setView} />
        </div>
      </div>
      {view === 'body-map' && (
        <Suspense fallback={<p className="py-4 text-sm text-slate-600">Loading the body map...</p>}>
          <BodyMapView profileId={profileId} />
        </Suspense>
      )}
      <div ref={container} className="relative" style={{ height: TIMELINE_HEIGHT }} hidden={view === 'body-map'}>
        {timeline.failed && (
          // Not the preview: a journal whose entries did not load is not an empty one.
          <RetryAlert message="Could not load the timeline." onRetry={() => void timeline.retry()} className="absolute inset-0 flex flex-col items-center justify-center text-sm" />
        )}
        {!timeline.loading && !timeline.failed && afterFirstView && (
          <Suspense fallback={null}>
            <FittedTimelineChart
              preview={timeline.preview}
              height={TIMELINE_HEIGHT}
              points={timeline.points}
              total={timeline.preview ? timeline.points.length : timeline.total}
              affirmations={timeline.affirmations}
              now={timeline.now}
              visual={!performance}
              animate={onScreen}
              onSelect={timeline.preview ? undefined : (entry) => void scrollToEntry(entry)}
            />
          </Suspense>
        )}
        {timeline.preview && !timeline.loading && !timeline.failed && (
          <div className="absolute inset-0 flex items-center justify-center">
            <p className="flex items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-sm font-semibold text-slate-700 shadow">
              <Lock aria-hidden className="size-4" /> Add 2 entries to unlock timeline
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
