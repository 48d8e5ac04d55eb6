import Markdown, { defaultUrlTransform } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { NoteImage } from './NoteImage';
import { RemovedMark } from './RemovedMark';

const PLUGINS = [remarkBreaks];

/**
 * Notes as Markdown. Raw HTML is not rendered, and link and image addresses keep only http,
 * https, irc, ircs, mailto, xmpp or relative URLs (react-markdown's default rule): anything else,
 * such as `javascript:`, is blanked, and such a link shows its words marked '(link removed)'.
 * A line break the person typed stays a line break. Images: see NoteImage.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Markdown
      skipHtml
      remarkPlugins={PLUGINS}
      urlTransform={defaultUrlTransform}
      components={{
        a: ({ node: _node, href, children, ...props }) =>
          href ? (
            <a {...props} href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ) : (
            <span>
              {children} <RemovedMark what="link" />
            </span>
          ),
        img: ({ src, alt }) => <NoteImage src={typeof src === 'string' ? src : undefined} alt={alt} />,
      }}
    >
      {text}
    </Markdown>
  );
}
