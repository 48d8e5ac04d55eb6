import type { EntryType } from '../../../shared/domain/entries';

const FILTERS: { label: string; type: EntryType | null }[] = [
  { label: 'All', type: null },
  { label: 'Emotional', type: 'emotional' },
  { label: 'Physical', type: 'physical' },
  { label: 'Affirmations', type: 'affirmation' },
];

/** The type filters; `value` undefined presses none (the feed shows an insight's evidence instead). */
export function FeedFilters({ value, onChange }: { value: EntryType | null | undefined; onChange: (type: EntryType | null) => void }) {
  return (
    <div role="group" aria-label="Filter entries" className="flex gap-1.5 md:gap-2">
      {FILTERS.map((filter) => (
        <button
          key={filter.label}
          type="button"
          aria-pressed={value === filter.type}
          onClick={() => onChange(filter.type)}
          className="relative min-h-9 shrink-0 rounded-full border border-slate-200 px-3 text-sm whitespace-nowrap [hyphens:none] md:px-3.5 font-medium text-slate-700 hover:bg-slate-50 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white max-md:tap-target"
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
