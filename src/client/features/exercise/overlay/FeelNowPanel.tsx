import { useId } from 'react';
import { DistressRatings, DistressScale } from './DistressRatings';

/**
 * 'How do you feel now?', offered inside the running exercise (when paused, or near its end): a
 * rating finishes the session with it. Never asked on the way out: closing stays one step.
 */
export function FeelNowPanel({ id, onAnswer, onKeepGoing }: { id: string; onAnswer: (rating: number) => void; onKeepGoing: () => void }) {
  const question = useId();
  return (
    <section
      id={id}
      aria-label="How do you feel now?"
      data-words-avoid
      className="absolute inset-x-2 bottom-2 z-10 mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl bg-slate-900 p-4 text-center shadow-xl ring-1 ring-white/15"
    >
      <h3 className="font-semibold text-white">How do you feel now?</h3>
      <p id={question} className="text-sm text-slate-200">
        How distressing does this feel right now? A number finishes the exercise.
      </p>
      <DistressRatings labelledBy={question} describedBy={`${question}-scale`} onAnswer={onAnswer} />
      <DistressScale id={`${question}-scale`} />
      <button type="button" onClick={onKeepGoing} className="min-h-11 rounded-xl px-5 text-sm font-semibold text-slate-200 underline-offset-4 hover:underline">
        Keep going
      </button>
    </section>
  );
}
