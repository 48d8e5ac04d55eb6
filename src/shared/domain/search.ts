/** Full-text search of a journal (issue 36): what a person types, as the words looked for. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_SEARCH_TERMS = 8;
export const SEARCH_PAGE_SIZE = 20;

/** A word as PostgreSQL's parser reads one: letters, digits and their combining marks, in any script. */
export const WORD_PATTERN = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The words of a search, lower-cased, each once, at most eight: every one must begin a word of
 * the entry, so an entry is found while its words are still being typed. Punctuation alone is
 * no word, and a search of none finds nothing.
 */
export function searchTerms(text: string): string[] {
  const words = text.normalize('NFC').toLowerCase().match(WORD_PATTERN) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** A tsquery lexeme in quotes, its quotes and backslashes escaped, matching words that begin with it. */
const prefixLexeme = (term: string) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`;

/** The terms as the text of `to_tsquery('simple', ...)`: all of them, each as a word's beginning. */
export const prefixTsquery = (terms: readonly string[]) => terms.map(prefixLexeme).join(' & ');
