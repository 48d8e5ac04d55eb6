import type { Definition, List, Nodes, Parents, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ReactNode } from 'react';
import { noteLinkAddress } from '../../../shared/domain/note-links';
import { NoteImage } from './NoteImage';

/**
 * How deep blocks and inlines are drawn inside one another. Notes can nest thousands deep ('>>>>…'),
 * which would overflow the stack while drawing; what lies deeper is drawn as its words.
 */
const MAX_DRAWN_DEPTH = 32;

/** A link, opened in a new tab; one whose address was refused shows its words marked '(link removed)'. */
function NoteLink({ href, title, children }: { href: string; title?: string | null; children: ReactNode }) {
  return href ? (
    <a href={href} title={title ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ) : (
    <span>
      {children} <span className="text-xs text-slate-500">(link removed)</span>
    </span>
  );
}

/** Every node of a tree in document order, visited without recursion (notes can nest thousands deep). */
function* nodesOf(node: Nodes): Generator<Nodes> {
  const pending: Nodes[] = [node];
  for (let next = pending.pop(); next; next = pending.pop()) {
    yield next;
    if ('children' in next) pending.push(...[...next.children].reverse());
  }
}

/** The words of a node and all it holds. */
function wordsOf(node: Nodes): string {
  const words: string[] = [];
  for (const next of nodesOf(node)) {
    if ('value' in next && next.type !== 'html') words.push(next.value);
    else if (next.type === 'image' || next.type === 'imageReference') words.push(next.alt ?? '');
  }
  return words.join(' ');
}

/** The link definitions, wherever they stand (a quote or a list item may hold one); the first of a label wins. */
function definitionsOf(root: Root): ReadonlyMap<string, Definition> {
  const definitions = new Map<string, Definition>();
  for (const node of nodesOf(root)) if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
  return definitions;
}

/** A tight list (no blank line between its items or inside one) draws its items' paragraphs as bare text. */
const isLoose = (list: List) => Boolean(list.spread) || list.children.some((item) => item.spread);

/** The notes' Markdown tree as React elements: CommonMark's blocks and inlines, raw HTML and definitions left out. */
function drawTree(root: Root): ReactNode {
  const definitions = definitionsOf(root);
  const address = (url: string | undefined) => noteLinkAddress(url ?? '');

  const drawChildren = (node: Parents, depth: number): ReactNode[] => node.children.map((child, index) => draw(child, index, depth + 1));

  const drawItems = (list: List, depth: number): ReactNode[] => {
    const loose = isLoose(list);
    return list.children.map((item, key) => (
      <li key={key}>
        {item.children.map((child, index) => (child.type === 'paragraph' && !loose ? drawChildren(child, depth + 1) : draw(child, index, depth + 1)))}
      </li>
    ));
  };

  function draw(node: Nodes, key: number, depth: number): ReactNode {
    if (depth > MAX_DRAWN_DEPTH) return `${wordsOf(node)} `;
    const children = () => ('children' in node ? drawChildren(node, depth) : null);
    switch (node.type) {
      case 'text':
        return node.value;
      case 'paragraph':
        return <p key={key}>{children()}</p>;
      case 'heading': {
        const Heading = `h${node.depth}` as const;
        return <Heading key={key}>{children()}</Heading>;
      }
      case 'emphasis':
        return <em key={key}>{children()}</em>;
      case 'strong':
        return <strong key={key}>{children()}</strong>;
      case 'inlineCode':
        return <code key={key}>{node.value}</code>;
      case 'code':
        return (
          <pre key={key}>
            <code>{node.value}</code>
          </pre>
        );
      case 'break':
        return <br key={key} />;
      case 'thematicBreak':
        return <hr key={key} />;
      case 'blockquote':
        return <blockquote key={key}>{children()}</blockquote>;
      case 'list':
        return node.ordered ? (
          <ol key={key} start={node.start != null && node.start !== 1 ? node.start : undefined}>
            {drawItems(node, depth)}
          </ol>
        ) : (
          <ul key={key}>{drawItems(node, depth)}</ul>
        );
      case 'link':
        return (
          <NoteLink key={key} href={address(node.url)} title={node.title}>
            {children()}
          </NoteLink>
        );
      case 'linkReference': {
        const definition = definitions.get(node.identifier);
        return (
          <NoteLink key={key} href={address(definition?.url)} title={definition?.title}>
            {children()}
          </NoteLink>
        );
      }
      case 'image':
        return <NoteImage key={key} src={address(node.url)} alt={node.alt ?? ''} />;
      case 'imageReference':
        return <NoteImage key={key} src={address(definitions.get(node.identifier)?.url)} alt={node.alt ?? ''} />;
      case 'html':
      case 'definition':
        return null;
      default:
        return children();
    }
  }

  return drawChildren(root, 0);
}

/**
 * Notes as CommonMark, parsed by micromark (mdast-util-from-markdown) and drawn as React elements
 * (no HTML strings): raw HTML is left out, and link and image addresses keep only http, https, irc,
 * ircs, mailto, xmpp or relative URLs (noteLinkAddress); a refused link shows its words marked
 * '(link removed)'. Images: see NoteImage. Typed line breaks: see MarkdownNotes.
 */
export function MarkdownText({ text }: { text: string }) {
  return <>{drawTree(fromMarkdown(text))}</>;
}
