import { TAG_QUESTIONS, tagValueLabel } from '../../../shared/domain/tag-questions';
import type { Entry } from './entryCache';

const CHIP_TAGS = ['trigger', 'social', 'location', 'environment', 'time_frame'] as const;

/** The entry's context tags, labelled as the tag tiles are; tapping one opens the entry's details. */
export function TagChips({ entry, onOpen }: { entry: Entry; onOpen: () => void }) {
  return (
    <ul className="flex flex-wrap gap-x-1.5 gap-y-3.5 md:gap-y-1.5" aria-label="Tags">
      {CHIP_TAGS.map((name) => {
        const label = tagValueLabel(name, entry[name]);
        return (
          <li key={name}>
            <button
              type="button"
              aria-label={`${TAG_QUESTIONS[name].topic}: ${label}, show details`}
              onClick={onOpen}
              className="relative inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200 max-md:min-h-8 max-md:tap-target"
            >
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
