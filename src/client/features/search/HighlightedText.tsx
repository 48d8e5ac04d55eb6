import { highlightParts } from '../../../shared/domain/search-snippet';

/** Text with each word the search found in a <mark>: React elements, never HTML from the text. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlightParts(text, terms).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded bg-teal-100 font-semibold text-slate-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
