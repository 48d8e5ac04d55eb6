/** The overlay's close button, top right: ends the exercise at once. */
export function CloseExerciseButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label="Close exercise"
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-200 hover:bg-white/10 focus-visible:outline-teal-300"
    >
      {/* lucide's X, drawn here: importing it would split it out of the main screen's chunk into a request of its own */}
      <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </button>
  );
}
