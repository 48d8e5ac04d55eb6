import { AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { Line } from '@visx/shape';
import { useMemo } from 'react';
import { chartedSessions, type ExerciseSession, MAX_DISTRESS } from '../../../shared/domain/eye-exercise';
import { useTimeZone } from '../auth/useTimeZone';

const MARGIN = { top: 22, right: 16, bottom: 8, left: 28 };
const BEFORE = '#94a3b8';
const EASED = '#0d9488';
const WORSE = '#e11d48';
const dateOf = (session: ExerciseSession, timeZone: string) => new Date(session.startedAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone });

/** Each session as its distress before (grey ring) joined to after (filled: teal when it eased); the table says the same for screen readers. */
export function ExerciseSessionsPlot({ width, height, sessions }: { width: number; height: number; sessions: readonly ExerciseSession[] }) {
  const charted = useMemo(() => chartedSessions(sessions), [sessions]);
  const timeZone = useTimeZone();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const xScale = useMemo(() => scalePoint({ domain: charted.map(({ id }) => id), range: [0, innerWidth], padding: 0.5 }), [charted, innerWidth]);
  const yScale = useMemo(() => scaleLinear({ domain: [0, MAX_DISTRESS], range: [innerHeight, 0] }), [innerHeight]);

  return (
    <>
      <svg width={width} height={height} aria-hidden>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={yScale} tickValues={[0, 5, 10]} stroke="#e2e8f0" tickStroke="#e2e8f0" tickLabelProps={{ fill: '#64748b', fontSize: 10 }} />
          {charted.map((session) => {
            const x = xScale(session.id) ?? 0;
            const { distressBefore: before, distressAfter: after } = session;
            const colour = before !== null && after !== null && after > before ? WORSE : EASED;
            return (
              <g key={session.id}>
                {before !== null && after !== null && <Line from={{ x, y: yScale(before) }} to={{ x, y: yScale(after) }} stroke={colour} strokeWidth={2} />}
                {before !== null && <circle cx={x} cy={yScale(before)} r={5} fill="white" stroke={BEFORE} strokeWidth={2} />}
                {after !== null && <circle cx={x} cy={yScale(after)} r={5} fill={colour} />}
              </g>
            );
          })}
        </Group>
      </svg>
      <p aria-hidden className="absolute top-0 right-0 flex gap-3 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <svg width={12} height={12}>
            <circle cx={6} cy={6} r={4} fill="white" stroke={BEFORE} strokeWidth={2} />
          </svg>
          before
        </span>
        <span className="flex items-center gap-1">
          <svg width={12} height={12}>
            <circle cx={6} cy={6} r={5} fill={EASED} />
          </svg>
          after
        </span>
      </p>
      <table className="sr-only">
        <caption>Distress before and after each exercise session, 0 to {MAX_DISTRESS}</caption>
        <thead>
          <tr>
            <th scope="col">Session</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {charted.map((session) => (
            <tr key={session.id}>
              <th scope="row">{dateOf(session, timeZone)}</th>
              <td>{session.distressBefore ?? 'not rated'}</td>
              <td>{session.distressAfter ?? 'not rated'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
