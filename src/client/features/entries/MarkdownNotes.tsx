import { useAfterIdle } from '../../lib/lazyWithPreload';
import { isPlainNotes, nestsTooDeep, plainParagraphs } from './plainNotes';
import { markdown as markdownModule } from './markdownLoader';

/**
 * Notes as safe Markdown (see MarkdownText). A line break typed inside a paragraph (Shift+Enter)
 * is drawn as one: Markdown keeps it in the paragraph's text, and the paragraph keeps its lines.
 * Until the Markdown renderer has arrived (once the browser is idle after the first view, so its
 * 18 KB never hold the feed back), notes are drawn as their paragraphs, as text: plain notes, most of
 * them, look the same either way; Markdown ones show their marks for that moment. Notes nested too
 * deep for the parser (nestsTooDeep) stay as text.
 */
export function MarkdownNotes({ text }: { text: string }) {
  const asText = isPlainNotes(text) || nestsTooDeep(text);
  const idle = useAfterIdle();
  const markdown = markdownModule.useModule(!asText && idle);
  return (
    <div className="prose-notes min-w-0 text-sm leading-relaxed wrap-anywhere text-slate-700 [&_a]:text-teal-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:whitespace-pre-line [&_p+p]:mt-2 [&_ul]:list-disc">
      {markdown && !asText ? (
        <markdown.MarkdownText text={text} />
      ) : (
        plainParagraphs(text).map((paragraph, index) => <p key={index}>{paragraph}</p>)
      )}
    </div>
  );
}
