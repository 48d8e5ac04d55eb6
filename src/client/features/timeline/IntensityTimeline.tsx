import { Lock } from 'lucide-react';
import { RetryAlert } from '../../ui/RetryAlert';
import { Suspense, useRef } from 'react';
import { useScrollToEntry } from '../feed/FeedScrollContext';
import { lazyWithPreload, useAfterIdle } from '../../lib/lazyWithPreload';
import { useOnScreen } from './useOnScreen';
import { usePerformanceMode } from './usePerformanceMode';
import { useTimeline } from './useTimeline';

export const TIMELINE_HEIGHT = 120;

// visx and d3 come in their own chunk once the rest of the screen is drawn (the quick-add tiles
// first); until then the chart's box keeps its place, empty.
const FittedTimelineChart = lazyWithPreload(() => import('./FittedTimelineChart'), 'FittedTimelineChart');

/** journal-core 2, intensity timeline: the last 30 days, or a locked preview. */
export function IntensityTimeline({ profileId }: { profileId: string }) {
  const timeline = useTimeline(profileId);
  const scrollToEntry = useScrollToEntry();
  const { performance, toggle } = usePerformanceMode();
  const container = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(container);
  const afterFirstView = useAfterIdle();

  return (
    <section aria-labelledby="timeline-heading" data-walkthrough="timeline" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-100 md:p-5">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="timeline-heading" className="font-semibold text-slate-900">
          Your last 30 days
        </h2>
        {/* On: Performance Mode (the default); off: Visual Mode. The name stays, the state says which. */}
        <button
          type="button"
          aria-pressed={performance}
          onClick={toggle}
          title={performance ? 'Turn off for Visual Mode' : 'Visual Mode is on; turn on for Performance Mode'}
          className="group -my-2 flex min-h-11 items-center rounded-full focus-visible:outline-none md:my-0 md:min-h-0"
        >
          {/* the pill stays small; the button around it is the 44px tap target on phones */}
          <span className="flex items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-1 text-xs font-medium text-slate-600 group-hover:bg-slate-50 group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-teal-700">
            <span aria-hidden className="relative h-3.5 w-6 rounded-full bg-slate-300 transition-colors group-aria-pressed:bg-teal-600">
              <span className="absolute top-0.5 left-0.5 size-2.5 rounded-full bg-white shadow-sm transition-transform group-aria-pressed:translate-x-2.5" />
            </span>
            Performance Mode
          </span>
        </button>
      </div>
      <div ref={container} className="relative" style={{ height: TIMELINE_HEIGHT }}>
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
