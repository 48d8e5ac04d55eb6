import { Suspense } from 'react';
import { chartedSessions, distressChangeSummary } from '../../../shared/domain/eye-exercise';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { trpc } from '../../lib/trpc';

// visx comes in the chart's own chunk, and only for a journal with a rated session to draw.
const ExerciseSessionsChart = lazyWithPreload(() => import('./ExerciseSessionsChart'), 'ExerciseSessionsChart');

/** The main screen's 'Exercise sessions': distress before and after each session, and the average change. */
export function ExerciseSessions({ profileId }: { profileId: string }) {
  const { data } = trpc.exercise.sessions.useQuery({ profileId });
  if (!data || data.sessions.length === 0) return null;
  return (
    <section aria-labelledby="exercise-sessions-heading" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-100 md:p-5">
      <h2 id="exercise-sessions-heading" className="font-semibold text-slate-900">
        Exercise sessions
      </h2>
      {chartedSessions(data.sessions).length === 0 ? (
        <p className="text-sm text-slate-600">No rated session yet. Rate how distressing it feels before you begin, or how you feel at the end, and each session shows here.</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">{distressChangeSummary(data)}</p>
          <div className="relative h-36">
            <Suspense fallback={null}>
              <ExerciseSessionsChart sessions={data.sessions} />
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}
