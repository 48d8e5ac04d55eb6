import { MAX_DISTRESS } from '../../../../shared/domain/eye-exercise';

const RATINGS = Array.from({ length: MAX_DISTRESS + 1 }, (_, rating) => rating);

/** The 0-10 distress buttons, labelled by the question `labelledBy` and its scale `describedBy`. */
export function DistressRatings({ labelledBy, describedBy, onAnswer }: { labelledBy: string; describedBy: string; onAnswer: (rating: number) => void }) {
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid w-full grid-cols-6 gap-2 sm:grid-cols-11">
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
  );
}

/** What the numbers mean, under the buttons. */
export function DistressScale({ id }: { id: string }) {
  return (
    <p id={id} className="text-sm text-slate-300">
      0 is calm, {MAX_DISTRESS} is the most distress you can imagine.
    </p>
  );
}
