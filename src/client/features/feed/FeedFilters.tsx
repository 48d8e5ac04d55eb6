import type { EntryType } from '../../../shared/domain/entries';
import { PressedButtons } from '../../ui/PressedButtons';

const FILTERS: { label: string; value: EntryType | null }[] = [
  { label: 'All', value: null },
  { label: 'Emotional', value: 'emotional' },
  { label: 'Physical', value: 'physical' },
  { label: 'Affirmations', value: 'affirmation' },
];

/** The type filters; `value` undefined presses none (the feed shows an insight's evidence instead). */
export function FeedFilters({ value, onChange }: { value: EntryType | null | undefined; onChange: (type: EntryType | null) => void }) {
  return (
    <PressedButtons
      label="Filter entries"
      options={FILTERS}
      value={value}
      onChange={onChange}
      className="flex gap-1.5 md:gap-2"
      buttonClassName="relative min-h-9 shrink-0 rounded-full border border-slate-200 px-3 text-sm whitespace-nowrap [hyphens:none] md:px-3.5 font-medium text-slate-700 hover:bg-slate-50 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white max-md:tap-target"
    />
  );
}
