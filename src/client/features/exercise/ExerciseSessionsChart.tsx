import { ParentSize } from '@visx/responsive';
import { ExerciseSessionsPlot } from './ExerciseSessionsPlot';
import type { ExerciseSession } from '../../../shared/domain/eye-exercise';

/** The sessions plot at the width of its box. */
export function ExerciseSessionsChart({ sessions }: { sessions: readonly ExerciseSession[] }) {
  return <ParentSize debounceTime={50}>{({ width, height }) => width > 0 && <ExerciseSessionsPlot width={width} height={height} sessions={sessions} />}</ParentSize>;
}
