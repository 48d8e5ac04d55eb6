import { tagLabel } from '../../../shared/domain/entry-display';
import type { Entry } from '../feed/feedCache';

const CHIP_TAGS = ['trigger', 'social', 'location', 'environment', 'time_frame'] as const;

/** The entry's context tags; tapping one opens the entry's detail dialog. */
export function TagChips({ entry, onOpen }: { entry: Entry; onOpen: () => void }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
      {CHIP_TAGS.map((name) => (
        <li key={name}>
          <button
            type="button"
            onClick={onOpen}
            className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200"
          >
            {tagLabel(entry[name])}
          </button>
        </li>
      ))}
    </ul>
  );
}
