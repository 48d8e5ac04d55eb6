export function SelectControl({
  value,
  options,
  onChange,
  labelledBy,
}: {
  value: unknown;
  options: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
  labelledBy: string;
}) {
  return (
    <select
      aria-labelledby={labelledBy}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
    >
      <option value="" disabled>
        Select...
      </option>
      {Object.entries(options).map(([optionValue, label]) => (
        <option key={optionValue} value={optionValue}>
          {label}
        </option>
      ))}
    </select>
  );
}
