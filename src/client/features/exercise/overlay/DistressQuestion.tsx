import { useId } from 'react';
import { MAX_DISTRESS } from '../../../../shared/domain/eye-exercise';

const RATINGS = Array.from({ length: MAX_DISTRESS + 1 }, (_, rating) => rating);

/** 'How distressing does this feel right now?' 0-10, asked before and after the exercise; skippable. */
export function DistressQuestion({ when, onAnswer }: { when: 'before' | 'after'; onAnswer: (rating: number | null) => void }) {
  const id = useId();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 rounded-3xl bg-slate-900/80 p-6 text-center ring-1 ring-white/10">
      <p className="text-sm font-medium tracking-wide text-teal-200 uppercase">{when === 'before' ? 'Before you begin' : 'Before you go'}</p>
      <h3 id={id} className="text-xl font-semibold text-white md:text-2xl">
        How distressing does this feel right now?
      </h3>
      <div role="group" aria-labelledby={id} aria-describedby={`${id}-scale`} className="grid w-full grid-cols-6 gap-2 sm:grid-cols-11">
        {RATINGS.map((rating) => (
          <button
            key={rating}
            type="button"
            onClick={() => onAnswer(rating)}
            className="min-h-11 rounded-xl bg-white/10 text-lg font-semibold text-white hover:bg-white/20 focus-visible:outline-teal-300"
          >
            {rating}
          </button>
        ))}
      </div>
      <p id={`${id}-scale`} className="text-sm text-slate-300">
        0 is calm, {MAX_DISTRESS} is the most distress you can imagine.
      </p>
      <button type="button" onClick={() => onAnswer(null)} className="min-h-11 rounded-xl px-5 text-sm font-semibold text-slate-200 underline-offset-4 hover:underline">
        Skip
      </button>
    </div>
  );
}
