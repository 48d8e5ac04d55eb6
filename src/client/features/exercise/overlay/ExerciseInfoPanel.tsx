import { distressChangeSummary, PHASE_LABELS } from '../../../../shared/domain/eye-exercise';
import type { SweepPattern } from '../../../../shared/domain/eye-exercise-schedule';
import { trpc } from '../../../lib/trpc';

const SHORTCUTS = [
  ['Space', 'pause or play'],
  ['P', 'next phase'],
  ['C', 'ball colour'],
  ['I', 'this panel'],
  ['Escape', 'close'],
] as const;

/** What the exercise is, its keys, and whether it has helped so far (the sessions' average change). */
export function ExerciseInfoPanel({ id, profileId, pattern }: { id: string; profileId: string; pattern: SweepPattern }) {
  const sessions = trpc.exercise.sessions.useQuery({ profileId });
  return (
    <section
      id={id}
      aria-label="About this exercise"
      data-words-avoid
      className="absolute top-2 right-2 left-2 z-10 max-h-[calc(100%-1rem)] overflow-y-auto rounded-2xl bg-slate-900/95 p-4 text-sm text-slate-200 shadow-xl ring-1 ring-white/15 sm:left-auto sm:w-80"
    >
      <h3 className="mb-2 font-semibold text-white">About this exercise</h3>
      <p>Keep your head still and follow the ball with your eyes. Words from your journal light up along the way.</p>
      <ul className="mt-2 space-y-1">
        <li>
          <strong className="text-white">{PHASE_LABELS.desensitization}</strong>: the words that weigh on you.
        </li>
        <li>
          <strong className="text-white">{PHASE_LABELS.reprocessing}</strong> and <strong className="text-white">{PHASE_LABELS.installation}</strong>: words of
          strength.
        </li>
      </ul>
      <p className="mt-2">Sweep: {pattern === 'default' ? 'steady' : `${pattern} pattern, from your latest entry`}.</p>
      <p className="mt-2 font-semibold text-teal-200">{sessions.data ? distressChangeSummary(sessions.data) : 'Loading your sessions...'}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        {SHORTCUTS.map(([key, action]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded bg-white/10 px-1.5 py-0.5 font-mono text-white">{key}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
