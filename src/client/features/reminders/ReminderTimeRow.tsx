import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { remindsOn, WEEKDAY_NAMES } from '../../../shared/domain/reminders';
import { FIELD_CLASS, LABEL_CLASS } from '../../ui/fieldStyles';

export interface DraftTime {
  key: number;
  /** 'HH:MM' as the time field gives it ('' while cleared). */
  clock: string;
  weekdays: number;
}

/** One reminder time: the clock time and its weekdays, each day a toggle named in full for screen readers. */
export function ReminderTimeRow({ draft, index, onChange, onRemove }: { draft: DraftTime; index: number; onChange: (draft: DraftTime) => void; onRemove: () => void }) {
  const id = useId();
  return (
    <li className="space-y-3 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex items-end gap-2">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={id} className={LABEL_CLASS}>
            Reminder {index + 1} time
          </label>
          <input id={id} type="time" required value={draft.clock} onChange={(event) => onChange({ ...draft, clock: event.target.value })} className={FIELD_CLASS} />
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove reminder ${index + 1}`}
          className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-slate-200 hover:text-red-800"
        >
          <Trash2 aria-hidden className="size-5" />
        </button>
      </div>
      <fieldset>
        <legend className={`${LABEL_CLASS} mb-1.5`}>Days for reminder {index + 1}</legend>
        <div className="grid grid-cols-7 gap-1">
          {WEEKDAY_NAMES.map((name, weekday) => (
            <button
              key={name}
              type="button"
              aria-pressed={remindsOn(draft.weekdays, weekday)}
              onClick={() => onChange({ ...draft, weekdays: draft.weekdays ^ (1 << weekday) })}
              className="min-h-11 rounded-xl border border-slate-300 bg-white text-sm font-semibold text-slate-700 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white"
            >
              <span aria-hidden="true">{name.slice(0, 3)}</span>
              <span className="sr-only">{name}</span>
            </button>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
