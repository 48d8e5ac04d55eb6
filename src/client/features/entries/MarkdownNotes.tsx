import { useAfterIdle } from '../../lib/lazyWithPreload';
import { isPlainNotes, nestsTooDeep, plainParagraphs } from './plainNotes';
import { markdown as markdownModule } from './markdownLoader';

/** Markdown's blocks told apart quietly, within the card's text size: headings in bold, a quote by its rule, code on a tint. */
const NOTES_STYLE = [
  'prose-notes min-w-0 text-sm leading-relaxed wrap-anywhere text-slate-700',
  '[&_p]:whitespace-pre-line [&>*+*]:mt-2 [&_a]:text-teal-700 [&_a]:underline',
  '[&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc',
  '[&_:is(h1,h2,h3,h4,h5,h6)]:font-semibold [&_:is(h1,h2,h3,h4,h5,h6)]:text-slate-900',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_blockquote]:italic',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-50 [&_pre]:p-2 [&_hr]:border-slate-200',
].join(' ');

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
    <div className={NOTES_STYLE}>
      {markdown && !asText ? (
        <markdown.MarkdownText text={text} />
      ) : (
        plainParagraphs(text).map((paragraph, index) => <p key={index}>{paragraph}</p>)
      )}
    </div>
  );
}
