import { curveMonotoneX } from '@visx/curve';
import type { PickD3Scale } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { memo } from 'react';
import { entryColor } from '../../../shared/domain/entry-display';
import type { TimelinePoint } from '../../../shared/domain/timeline';
import type { LineVertex, TimelineLine as LineShape } from '../../../shared/domain/timeline-line';

const LINE = '#0f766e';

/**
 * The line (a curve through each stretch of entries, a plain dash across days without any) and a
 * marker at every entry, coloured in Visual Mode: the costly part of the chart, memoised so that
 * what changes around it, such as the axis labels as the clock moves, leaves it alone.
 */
export const TimelineLine = memo(function TimelineLine({
  line,
  points,
  xScale,
  yScale,
  visual,
  animate,
}: {
  line: LineShape;
  points: readonly TimelinePoint[];
  xScale: PickD3Scale<'time', number>;
  yScale: PickD3Scale<'linear', number>;
  visual: boolean;
  animate: boolean;
}) {
  const at = (vertex: LineVertex) => ({ x: xScale(vertex.time), y: yScale(vertex.value) });
  return (
    <g>
      {line.gaps.map(([from, to]) => (
        <Line key={from.time} from={at(from)} to={at(to)} stroke="#94a3b8" strokeWidth={1.5} strokeDasharray="2 4" />
      ))}
      {line.runs.map((run) => (
        <LinePath
          key={run[0]!.time}
          data={run}
          x={(vertex) => xScale(vertex.time)}
          y={(vertex) => yScale(vertex.value)}
          curve={curveMonotoneX}
          stroke={LINE}
          strokeWidth={2}
          className={visual ? 'timeline-draw' : undefined}
          style={{ animationPlayState: animate ? 'running' : 'paused' }}
        />
      ))}
      {points.map((point) => (
        <circle
          key={point.id}
          data-timeline-marker
          cx={xScale(point.time)}
          cy={yScale(point.value)}
          r={visual ? 3.5 : 3}
          fill={visual ? entryColor(point.entry) : LINE}
          stroke="#fff"
          strokeWidth={1}
        />
      ))}
    </g>
  );
});
