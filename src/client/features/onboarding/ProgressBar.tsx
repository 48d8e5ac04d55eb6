/** Spec 2.3: fills by (step-1)/(total-1), animating for 0.5 s, with the step said in words. */
export function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <p aria-hidden className="text-right text-sm text-slate-600">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
