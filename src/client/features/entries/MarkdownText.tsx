import Markdown, { defaultUrlTransform } from 'react-markdown';

/**
 * Notes as Markdown. Raw HTML is not rendered, and link addresses keep only http, https, irc,
 * ircs, mailto, xmpp or relative URLs (react-markdown's default rule): anything else, such as
 * `javascript:`, is blanked, and a link without an address is shown as its plain words. Markdown images are dropped, alt text and all: a picture from another
 * site would tell it when the journal is read (a tracking pixel); photos are attached instead.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Markdown
      skipHtml
      disallowedElements={['img']}
      urlTransform={defaultUrlTransform}
      components={{
        a: ({ node: _node, href, children, ...props }) =>
          href ? (
            <a {...props} href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ) : (
            <>{children}</>
          ),
      }}
    >
      {text}
    </Markdown>
  );
}
