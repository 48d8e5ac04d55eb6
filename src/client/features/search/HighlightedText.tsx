import { highlightParts } from '../../../shared/domain/search-snippet';

/** Text with each word the search found in a <mark>: React elements, never HTML from the text. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlightParts(text, terms).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
