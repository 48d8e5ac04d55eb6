import { Group } from '@visx/group';
import type { PickD3Scale } from '@visx/scale';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { entryColor } from '../../../shared/domain/entry-display';
import {
  type AffirmationMark,
  nearestPoint,
  nextAffirmationPreview,
  pointAnnouncement,
  steppedPoint,
  type TimelineEntry,
  type TimelinePoint,
  type TimelineStep,
} from '../../../shared/domain/timeline';
import { TOOLTIP_WIDTH, TimelineTooltip } from './TimelineTooltip';
import { useTimeZone } from '../auth/useTimeZone';

const TOOLTIP_OFFSET = 70;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
const STEPS: Partial<Record<string, TimelineStep>> = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last' };

/**
 * The hover marker and tooltip over the chart, in a layer of their own: a hover re-renders only
 * this, never the line or the axis underneath. The keyboard moves the same highlight, and a screen
 * reader hears where it went.
 */
export function TimelineHoverLayer({
  width,
  height,
  margin,
  xScale,
  yScale,
  points,
  affirmations,
  onSelect,
}: {
  width: number;
  height: number;
  margin: { top: number; left: number };
  xScale: PickD3Scale<'time', number>;
  yScale: PickD3Scale<'linear', number>;
  points: readonly TimelinePoint[];
  affirmations: readonly AffirmationMark[];
  onSelect?: (entry: TimelineEntry) => void;
}) {
  const [hovered, setHovered] = useState<TimelinePoint | null>(null);
  // Pointer moves are continuous events, which React would render in a later task, after the frame
  // the move arrived in. This layer is small, so it renders at once and the marker lands in that frame.
  const show = (point: TimelinePoint | null) => {
    if (point !== hovered) flushSync(() => setHovered(point));
  };
  const track = (event: PointerEvent<SVGRectElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    show(nearestPoint(points, xScale.invert(x).getTime()));
  };
  // Only keyboard moves are announced: a pointer sweeping the chart would flood the live region.
  const [announced, setAnnounced] = useState('');
  const timeZone = useTimeZone();
  const moveBy = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (step) {
      const point = steppedPoint(points, hovered, step);
      setHovered(point);
      if (point) setAnnounced(pointAnnouncement(points, point, timeZone));
    } else if ((event.key === 'Enter' || event.key === ' ') && hovered) onSelect?.(hovered.entry);
    else if (event.key === 'Escape' && hovered) setHovered(null);
    else return;
    event.preventDefault();
  };
  const x = hovered ? xScale(hovered.time) : 0;
  const y = hovered ? yScale(hovered.value) : 0;

  // Without onSelect (the locked preview) the chart takes no focus.
  const keyboard = onSelect !== undefined;
  return (
    <>
      <div
        role={keyboard ? 'application' : undefined}
        aria-label={keyboard ? 'Intensity timeline: use the arrow keys to move between entries, Enter to show one in the feed' : undefined}
        tabIndex={keyboard ? 0 : undefined}
        onKeyDown={keyboard ? moveBy : undefined}
        onBlur={() => setHovered(null)}
        className="absolute inset-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <svg width={width} height={height} className="absolute inset-0" aria-hidden>
          <Group left={margin.left} top={margin.top}>
            {hovered && <circle data-testid="timeline-hover" cx={x} cy={y} r={6} fill={entryColor(hovered.entry)} stroke="#0f172a" strokeWidth={1.5} />}
            <rect
              data-testid="timeline-hit-area"
              width={xScale.range()[1]}
              height={yScale.range()[0]}
              fill="transparent"
              onPointerMove={track}
              onPointerLeave={() => show(null)}
              onClick={() => hovered && onSelect?.(hovered.entry)}
              style={{ cursor: onSelect ? 'pointer' : 'default' }}
            />
          </Group>
        </svg>
        {hovered && (
          <TimelineTooltip
            point={hovered}
            affirmation={nextAffirmationPreview(affirmations, hovered.time)}
            left={clamp(margin.left + x, TOOLTIP_WIDTH / 2, width - TOOLTIP_WIDTH / 2)}
            top={Math.max(0, margin.top + y - TOOLTIP_OFFSET)}
          />
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  );
}
