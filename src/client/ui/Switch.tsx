import { useId } from 'react';

/** An on/off switch with its label and an optional line explaining it. */
export function Switch({
  label,
  description,
  on,
  onChange,
  className = '',
}: {
  label: string;
  description?: string;
  on: boolean;
  onChange: (on: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex items-center justify-between gap-3 ${className}`}>
      <div>
        <p id={id} className="text-sm font-semibold text-slate-800">
          {label}
        </p>
        {description && (
          <p id={`${id}-description`} className="text-xs text-slate-600">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={id}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={() => onChange(!on)}
        className="group inline-flex h-11 w-16 shrink-0 items-center justify-center"
      >
        <span className="flex h-6 w-11 items-center rounded-full bg-slate-300 p-0.5 transition group-aria-checked:bg-teal-600">
          <span className="size-5 rounded-full bg-white shadow transition group-aria-checked:translate-x-5" />
        </span>
      </button>
    </div>
  );
}
