/**
 * Characters and line starts that mean something in CommonMark (emphasis, code, links, escapes,
 * entities, HTML, headings, quotes, lists, setext underlines, indented code, hard breaks).
 */
const MARKDOWN_SYNTAX = /[\\`*_[\]<>&#]|^ {0,3}([-+=>]|\d+[.)])|^( {4}|\t)| {2,}$/m;

/** Notes that Markdown would show as just their paragraphs, so they can be drawn without it. */
export const isPlainNotes = (text: string) => !MARKDOWN_SYNTAX.test(text);

/** The paragraphs Markdown makes of plain notes: split at blank lines, each line's indent dropped. */
export const plainParagraphs = (text: string) =>
  text
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '');

/** More block containers (quotes, list items) opened at the start of one line than any note needs. */
const DEEP_CONTAINERS = /^(?:[ \t]*(?:>|[-+*][ \t]|\d{1,9}[.)][ \t])){21}/m;

/**
 * Notes that open more than 20 quotes or list items at the start of one line ('- - - - …'). The
 * Markdown parser's time grows with the square of that depth (3,000 list markers take it 2 s, 5,000
 * take 14 s), which would freeze the feed of anyone the journal is shared with; such notes are drawn
 * as their paragraphs, as text.
 */
export const nestsTooDeep = (text: string) => DEEP_CONTAINERS.test(text);
