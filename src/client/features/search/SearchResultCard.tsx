import { areaWords } from '../../../shared/domain/body-map';
import { formatEntryDate, moodIcon, sensationIcon, tagLabel } from '../../../shared/domain/entry-display';
import { searchSnippet } from '../../../shared/domain/search-snippet';
import type { RouterOutputs } from '../../lib/trpc';
import { Emoji } from '../../ui/Emoji';
import { HighlightedText } from './HighlightedText';

export type FoundEntry = RouterOutputs['entries']['search']['entries'][number];

function titleOf(entry: FoundEntry) {
  if (entry.type === 'emotional') return { emoji: moodIcon(entry.specific_mood), title: tagLabel(entry.specific_mood ?? 'emotional') };
  if (entry.type === 'physical') {
    const area = entry.body_region && entry.specific_body_region ? areaWords(entry.body_region, entry.specific_body_region, entry.body_side) : null;
    const where = [entry.body_region, area].filter(Boolean).join(', ');
    return { emoji: sensationIcon(entry.sensation), title: `${tagLabel(entry.sensation ?? 'physical')}${where ? ` · ${where}` : ''}` };
  }
  return { emoji: '✨', title: 'Affirmation' };
}

/** One entry found: what it was, when, and a plain-text snippet of its notes, the words found marked. */
export function SearchResultCard({ entry, terms }: { entry: FoundEntry; terms: readonly string[] }) {
  const { emoji, title } = titleOf(entry);
  const snippet = entry.notes ? searchSnippet(entry.notes, terms) : '';
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <Emoji emoji={emoji} className="text-2xl leading-none" />
        <div className="min-w-0">
          <h2 className="font-semibold wrap-anywhere text-slate-900">
            <HighlightedText text={title} terms={terms} />
          </h2>
          <p className="text-xs text-slate-600">
            <time dateTime={entry.timestamp}>{formatEntryDate(entry.timestamp)}</time>
            {entry.addedBy && <span> · added by {entry.addedBy}</span>}
          </p>
        </div>
      </div>
      {snippet && (
        <p className="mt-2 text-sm wrap-anywhere text-slate-700">
          <HighlightedText text={snippet} terms={terms} />
        </p>
      )}
    </article>
  );
}
