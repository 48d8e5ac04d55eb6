import { isPlainNotes } from './plainNotes';
import { PlainParagraphs } from './PlainParagraphs';
import { markdown as markdownModule } from './markdownLoader';

/**
 * Notes as safe Markdown (see MarkdownText). Plain notes, which Markdown would show as just their
 * paragraphs, are drawn as those paragraphs until react-markdown has arrived: the same on screen.
 */
export function MarkdownNotes({ text }: { text: string }) {
  const plain = isPlainNotes(text);
  const markdown = markdownModule.useModule(!plain);
  return (
    <div className="prose-notes min-w-0 text-sm leading-relaxed wrap-anywhere text-slate-700 [&_a]:text-teal-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-2 [&_ul]:list-disc">
      {markdown ? <markdown.MarkdownText text={text} /> : <PlainParagraphs text={text} />}
    </div>
  );
}
