import { curveMonotoneX } from '@visx/curve';
import type { PickD3Scale } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { memo } from 'react';
import { entryColor } from '../../../shared/domain/entry-display';
import type { TimelinePoint } from '../../../shared/domain/timeline';

const getX = (point: TimelinePoint) => point.time;
const getY = (point: TimelinePoint) => point.value;

/**
 * The line through every point (and the dots in Visual Mode): the costly part of the chart, memoised
 * so that what changes around it, such as the axis labels as the clock moves, leaves it alone.
 */
export const TimelineLine = memo(function TimelineLine({
  points,
  xScale,
  yScale,
  visual,
  animate,
}: {
  points: readonly TimelinePoint[];
  xScale: PickD3Scale<'time', number>;
  yScale: PickD3Scale<'linear', number>;
  visual: boolean;
  animate: boolean;
}) {
  return (
    <>
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
    </>
  );
});
