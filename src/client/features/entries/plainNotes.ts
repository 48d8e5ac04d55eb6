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
