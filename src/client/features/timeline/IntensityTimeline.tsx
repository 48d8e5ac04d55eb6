import { ParentSize } from '@visx/responsive';
import { Lock } from 'lucide-react';
import { useRef } from 'react';
import { useScrollToEntry } from '../feed/FeedScrollContext';
import { TimelineChart } from './TimelineChart';
import { useOnScreen } from './useOnScreen';
import { usePerformanceMode } from './usePerformanceMode';
import { useTimeline } from './useTimeline';

export const TIMELINE_HEIGHT = 120;

/** journal-core 2, intensity timeline: the last 30 days, or a locked preview. */
export function IntensityTimeline({ profileId }: { profileId: string }) {
  const timeline = useTimeline(profileId);
  const scrollToEntry = useScrollToEntry();
  const { performance, toggle } = usePerformanceMode();
  const container = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(container);

  return (
    <section aria-labelledby="timeline-heading" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-100 md:p-5">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="timeline-heading" className="font-semibold text-slate-900">
          Your last 30 days
        </h2>
        <button
          type="button"
          aria-pressed={!performance}
          onClick={toggle}
          className="rounded-full border border-slate-200 px-3 py-1 text-xs font-medium text-slate-600 hover:bg-slate-50"
        >
          {performance ? 'Performance Mode' : 'Visual Mode'}
        </button>
      </div>
      <div ref={container} className="relative" style={{ height: TIMELINE_HEIGHT }}>
        {!timeline.loading && (
          <ParentSize debounceTime={50}>
            {({ width }) =>
              width > 0 && (
                <div className={timeline.preview ? 'pointer-events-none opacity-40 blur-[1px]' : undefined} aria-hidden={timeline.preview}>
                  <TimelineChart
                    width={width}
                    height={TIMELINE_HEIGHT}
                    points={timeline.points}
                    affirmations={timeline.affirmations}
                    now={timeline.now}
                    visual={!performance}
                    animate={onScreen}
                    onSelect={timeline.preview ? undefined : (entry) => void scrollToEntry(entry)}
                  />
                </div>
              )
            }
          </ParentSize>
        )}
        {timeline.preview && !timeline.loading && (
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
