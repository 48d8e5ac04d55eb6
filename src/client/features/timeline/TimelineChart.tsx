import { AxisBottom } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { localPoint } from '@visx/event';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { type PointerEvent, useMemo, useState } from 'react';
import { entryColor } from '../../../shared/domain/entry-display';
import { axisLabel, nearestPoint, TIMELINE_AXIS_LIMIT, type TimelineEntry, type TimelinePoint } from '../../../shared/domain/timeline';
import { TimelineTooltip } from './TimelineTooltip';

const MARGIN = { top: 10, right: 12, bottom: 24, left: 12 };
const getX = (point: TimelinePoint) => point.time;
const getY = (point: TimelinePoint) => point.value;

/** Draws the points; all data shaping happens in src/shared/domain/timeline. */
export function TimelineChart({
  width,
  height,
  points,
  entries,
  now,
  visual,
  animate,
  onSelect,
}: {
  width: number;
  height: number;
  points: readonly TimelinePoint[];
  entries: readonly TimelineEntry[];
  now: number;
  visual: boolean;
  animate: boolean;
  onSelect?: (entryId: string) => void;
}) {
  const [hovered, setHovered] = useState<TimelinePoint | null>(null);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const xScale = useMemo(() => {
    const first = points[0]?.time ?? now;
    const last = points.at(-1)?.time ?? now;
    return scaleTime({ domain: [first, last === first ? first + 1 : last], range: [0, innerWidth] });
  }, [points, innerWidth, now]);
  const yScale = useMemo(() => scaleLinear({ domain: [-TIMELINE_AXIS_LIMIT, TIMELINE_AXIS_LIMIT], range: [innerHeight, 0] }), [innerHeight]);

  const track = (event: PointerEvent<SVGRectElement>) => {
    const position = localPoint(event);
    if (position) setHovered(nearestPoint(points, xScale.invert(position.x - MARGIN.left).getTime()));
  };

  return (
    <div className="relative">
      <svg width={width} height={height} role="img" aria-label="Intensity over the last 30 days">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <Line from={{ x: 0, y: yScale(0) }} to={{ x: innerWidth, y: yScale(0) }} stroke="#cbd5e1" strokeDasharray="4 4" />
          <LinePath
            data={points as TimelinePoint[]}
            x={(point) => xScale(getX(point))}
            y={(point) => yScale(getY(point))}
            curve={curveMonotoneX}
            stroke="#0f766e"
            strokeWidth={2}
            className={visual ? 'timeline-draw' : undefined}
            style={{ animationPlayState: animate ? 'running' : 'paused' }}
          />
          {visual &&
            points.map((point) => (
              <circle key={point.id} cx={xScale(point.time)} cy={yScale(point.value)} r={3.5} fill={entryColor(point.entry)} stroke="#fff" strokeWidth={1} />
            ))}
          {hovered && (
            <circle data-testid="timeline-hover" cx={xScale(hovered.time)} cy={yScale(hovered.value)} r={6} fill={entryColor(hovered.entry)} stroke="#0f172a" strokeWidth={1.5} />
          )}
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            numTicks={Math.max(2, Math.floor(innerWidth / 110))}
            tickFormat={(value) => axisLabel(value instanceof Date ? value.getTime() : Number(value), now)}
            stroke="#e2e8f0"
            tickStroke="#e2e8f0"
            tickLabelProps={{ fill: '#64748b', fontSize: 10, textAnchor: 'middle' }}
          />
          <rect
            data-testid="timeline-hit-area"
            width={innerWidth}
            height={innerHeight}
            fill="transparent"
            onPointerMove={track}
            onPointerLeave={() => setHovered(null)}
            onClick={() => hovered && onSelect?.(hovered.id)}
            style={{ cursor: onSelect ? 'pointer' : 'default' }}
          />
        </Group>
      </svg>
      {hovered && (
        <TimelineTooltip point={hovered} entries={entries} left={MARGIN.left + xScale(hovered.time)} top={Math.max(0, MARGIN.top + yScale(hovered.value) - 70)} />
      )}
    </div>
  );
}
