import { useId } from 'react';
import { DistressRatings, DistressScale } from './DistressRatings';

/** 'How distressing does this feel right now?' 0-10, asked before the exercise; skippable. */
export function DistressQuestion({ onAnswer }: { onAnswer: (rating: number | null) => void }) {
  const id = useId();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 rounded-3xl bg-slate-900/80 p-6 text-center ring-1 ring-white/10">
      <p className="text-sm font-medium tracking-wide text-teal-200 uppercase">Before you begin</p>
      <h3 id={id} className="text-xl font-semibold text-white md:text-2xl">
        How distressing does this feel right now?
      </h3>
      <DistressRatings labelledBy={id} describedBy={`${id}-scale`} onAnswer={onAnswer} />
      <DistressScale id={`${id}-scale`} />
      <button type="button" onClick={() => onAnswer(null)} className="min-h-11 rounded-xl px-5 text-sm font-semibold text-slate-200 underline-offset-4 hover:underline">
        Skip
      </button>
    </div>
  );
}
