import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { Line } from '@visx/shape';
import { useId, useMemo } from 'react';
import {
  type AffirmationMark,
  axisTicks,
  TIMELINE_AXIS_LIMIT,
  type TimelineEntry,
  type TimelinePoint,
  timelineSummary,
} from '../../../shared/domain/timeline';
import { timelineDomain, timelineLine } from '../../../shared/domain/timeline-line';
import { TimelineHoverLayer } from './TimelineHoverLayer';
import { TimelineLine } from './TimelineLine';
import { useTimeZone } from '../auth/useTimeZone';

// Wide enough side margins for half a time label ('12:45 PM') centred on the first and last tick.
const MARGIN = { top: 10, right: 28, bottom: 24, left: 28 };

const anchorAt = (x: number, width: number) => (x <= 0 ? 'start' : x >= width ? 'end' : 'middle');

/** Draws the points; all data shaping happens in src/shared/domain/timeline. */
export function TimelineChart({
  width,
  height,
  points,
  total,
  affirmations,
  now,
  visual,
  animate,
  onSelect,
}: {
  width: number;
  height: number;
  points: readonly TimelinePoint[];
  /** How many entries the points stand for. */
  total: number;
  affirmations: readonly AffirmationMark[];
  now: number;
  visual: boolean;
  animate: boolean;
  onSelect?: (entry: TimelineEntry) => void;
}) {
  const timeZone = useTimeZone();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  // The scale hangs on the ends of the data only, not on `now`, so a clock tick keeps it (and the line) as they are.
  const dataFirst = points[0]?.time ?? now;
  const dataLast = points.at(-1)?.time ?? now;
  const [first, last] = useMemo(() => timelineDomain(dataFirst, dataLast), [dataFirst, dataLast]);
  const xScale = useMemo(() => scaleTime({ domain: [first, last], range: [0, innerWidth] }), [first, last, innerWidth]);
  // Entries of one minute are one vertex of the line (each keeps its own marker); the server's
  // buckets of a busy month keep their extremes, which a wider merge would average away.
  const line = useMemo(() => timelineLine(points), [points]);
  const yScale = useMemo(() => scaleLinear({ domain: [-TIMELINE_AXIS_LIMIT, TIMELINE_AXIS_LIMIT], range: [innerHeight, 0] }), [innerHeight]);
  const ticks = useMemo(() => {
    const candidates = xScale.ticks(Math.max(2, Math.floor(innerWidth / 110))).map((date) => date.getTime());
    return new Map(axisTicks([first, last], candidates, now, timeZone).map(({ time, label }) => [time, label]));
  }, [xScale, innerWidth, first, last, now, timeZone]);
  const summaryId = useId();

  return (
    <div className="relative">
      {/* hidden: read once, as the chart's description, not again as loose text beside it */}
      <p id={summaryId} hidden>
        {timelineSummary(total)}
      </p>
      <svg width={width} height={height} role="img" aria-label="Intensity over the last 30 days" aria-describedby={summaryId}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <Line from={{ x: 0, y: yScale(0) }} to={{ x: innerWidth, y: yScale(0) }} stroke="#cbd5e1" strokeDasharray="4 4" />
          <TimelineLine line={line} points={points} xScale={xScale} yScale={yScale} visual={visual} animate={animate} />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            tickValues={[...ticks.keys()]}
            tickFormat={(value) => ticks.get(value instanceof Date ? value.getTime() : Number(value)) ?? ''}
            stroke="#e2e8f0"
            tickStroke="#e2e8f0"
            // a label at either end of the line reads inwards, so it stays inside the chart
            tickLabelProps={(value) => ({ fill: '#64748b', fontSize: 10, textAnchor: anchorAt(xScale(value), innerWidth) })}
          />
        </Group>
      </svg>
      <TimelineHoverLayer
        width={width}
        height={height}
        margin={MARGIN}
        xScale={xScale}
        yScale={yScale}
        points={points}
        affirmations={affirmations}
        onSelect={onSelect}
      />
    </div>
  );
}
