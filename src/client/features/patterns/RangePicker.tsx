import { useId, useState } from 'react';
import { daysBetween, isCalendarDay } from '../../../shared/domain/calendar-days';
import { MAX_RANGE_DAYS, STATISTICS_RANGES } from '../../../shared/domain/statistics';
import { FIELD_CLASS, LABEL_CLASS } from '../../ui/fieldStyles';
import type { RangeChoice } from './useDayRange';

const CHIP = 'relative min-h-9 rounded-full border border-slate-200 px-3.5 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white max-md:tap-target';

/** The last 7, 30, 90 or 365 days, or a range of one's own. */
export function RangePicker({ choice, range, onChange }: { choice: RangeChoice; range: { from: string; to: string }; onChange: (choice: RangeChoice) => void }) {
  const id = useId();
  const [custom, setCustom] = useState(range);
  const valid = isCalendarDay(custom.from) && isCalendarDay(custom.to) && custom.from <= custom.to && daysBetween(custom.from, custom.to) < MAX_RANGE_DAYS;
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Range" className="flex flex-wrap gap-2">
        {STATISTICS_RANGES.map((days) => (
          <button key={days} type="button" className={CHIP} aria-pressed={choice.kind === 'last' && choice.days === days} onClick={() => onChange({ kind: 'last', days })}>
            {days} days
          </button>
        ))}
        <button type="button" className={CHIP} aria-pressed={choice.kind === 'custom'} onClick={() => onChange({ kind: 'custom', ...range })}>
          Custom
        </button>
      </div>
      {choice.kind === 'custom' && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onChange({ kind: 'custom', ...custom });
          }}
        >
          <div className="space-y-1">
            <label htmlFor={`${id}-from`} className={LABEL_CLASS}>From</label>
            <input id={`${id}-from`} type="date" value={custom.from} onChange={(event) => setCustom({ ...custom, from: event.target.value })} className={FIELD_CLASS} />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-to`} className={LABEL_CLASS}>To</label>
            <input id={`${id}-to`} type="date" value={custom.to} onChange={(event) => setCustom({ ...custom, to: event.target.value })} className={FIELD_CLASS} />
          </div>
          <button type="submit" disabled={!valid} className="min-h-11 rounded-xl bg-teal-700 px-4 text-sm font-semibold text-white disabled:bg-teal-700/50">
            Show
          </button>
          {!valid && <p className="w-full text-sm text-red-800">Choose a first day before the last, at most {MAX_RANGE_DAYS} days apart.</p>}
        </form>
      )}
    </div>
  );
}
