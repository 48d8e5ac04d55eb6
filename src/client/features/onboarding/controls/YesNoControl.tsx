const choices = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

export function YesNoControl({ value, onChange, labelledBy }: { value: unknown; onChange: (value: boolean) => void; labelledBy: string }) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3">
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          role="radio"
          aria-checked={value === choice.value}
          onClick={() => onChange(choice.value)}
          className="min-h-12 rounded-xl border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50 aria-checked:border-teal-600 aria-checked:bg-teal-50 aria-checked:text-teal-900"
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
