export function RadioControl({
  value,
  options,
  onChange,
  labelledBy,
  name,
}: {
  value: unknown;
  options: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
  labelledBy: string;
  name: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="space-y-2">
      {Object.entries(options).map(([optionValue, label]) => (
        <label
          key={optionValue}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-4 hover:bg-slate-50 has-checked:border-teal-600 has-checked:bg-teal-50"
        >
          <input
            type="radio"
            name={name}
            value={optionValue}
            checked={value === optionValue}
            onChange={() => onChange(optionValue)}
            className="size-4 accent-teal-700"
          />
          <span className="font-medium text-slate-800">{label}</span>
        </label>
      ))}
    </div>
  );
}
