import Markdown, { defaultUrlTransform } from 'react-markdown';

/**
 * Notes as Markdown. Raw HTML is not rendered, and link and image addresses keep only http,
 * https, irc, ircs, mailto, xmpp or relative URLs (react-markdown's default rule): anything else,
 * such as `javascript:`, is blanked.
 */
export function MarkdownNotes({ text }: { text: string }) {
  return (
    <div className="prose-notes text-sm leading-relaxed text-slate-700 [&_a]:text-teal-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-2 [&_ul]:list-disc">
      <Markdown
        skipHtml
        urlTransform={defaultUrlTransform}
        components={{ a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" /> }}
      >
        {text}
      </Markdown>
    </div>
  );
}
