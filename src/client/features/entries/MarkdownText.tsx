import Markdown from 'react-markdown';
import { NoteImage } from './NoteImage';

/**
 * Notes as Markdown. Raw HTML is not rendered, and link and image addresses keep only http,
 * https, irc, ircs, mailto, xmpp or relative URLs (react-markdown's default rule): anything else,
 * such as `javascript:`, is blanked, and such a link shows its words marked '(link removed)'.
 * Images: see NoteImage. Typed line breaks: see MarkdownNotes.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Markdown
      skipHtml
      components={{
        a: ({ node: _node, href, children, ...props }) =>
          href ? (
            <a {...props} href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ) : (
            <span>
              {children} <span className="text-xs text-slate-500">(link removed)</span>
            </span>
          ),
        img: ({ src, alt }) => <NoteImage src={src} alt={alt} />,
      }}
    >
      {text}
    </Markdown>
  );
}
