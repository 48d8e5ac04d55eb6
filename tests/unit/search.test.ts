import { describe, expect, it } from 'vitest';
import { prefixTsquery, searchTerms } from '../../src/shared/domain/search';
import { highlightParts, plainTextOfMarkdown, searchSnippet } from '../../src/shared/domain/search-snippet';

describe('the words of a search', () => {
  it('are the words typed, lower-cased, each once, in any script, punctuation dropped', () => {
    expect(searchTerms('  Walk, RIVER! walk  ')).toEqual(['walk', 'river']);
    expect(searchTerms('Café Прогулка 東京')).toEqual(['café', 'прогулка', '東京']);
    expect(searchTerms("don't well-being")).toEqual(['don', 't', 'well', 'being']);
    expect(searchTerms('!&|():* \' \\')).toEqual([]);
  });

  it('are at most eight, and come composed whatever the keyboard sent', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('cafe\u0301')).toEqual(['café']);
  });

  it('become a tsquery of quoted prefixes, all required, a quote or backslash escaped', () => {
    expect(prefixTsquery(['walk', 'riv'])).toBe("'walk':* & 'riv':*");
    expect(prefixTsquery(["o'neil", 'a\\b'])).toBe("'o''neil':* & 'a\\\\b':*");
  });
});

describe('highlighting what a search found', () => {
  it('marks each word that begins with a term, whatever its case, and nothing inside a word', () => {
    expect(highlightParts('A long Walk, walking; sidewalk', ['walk'])).toEqual([
      { text: 'A long ', match: false },
      { text: 'Walk', match: true },
      { text: ', ', match: false },
      { text: 'walking', match: true },
      { text: '; sidewalk', match: false },
    ]);
    expect(highlightParts('Прогулка', ['прог'])).toEqual([{ text: 'Прогулка', match: true }]);
    expect(highlightParts('nothing here', [])).toEqual([{ text: 'nothing here', match: false }]);
  });

  it('shows Markdown notes as their plain text on one line', () => {
    expect(plainTextOfMarkdown('# Title\n\n- **bold** and _it_ and `code`\n> [a link](https://x.y) ![pic](p.png) <b>tag</b> \\*')).toBe(
      'Title bold and it and code a link pic tag *',
    );
    expect(plainTextOfMarkdown('snake_case_word stays')).toBe('snake_case_word stays');
  });

  it('cuts long notes around the first match, at word boundaries, with ellipses', () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`);
    const snippet = searchSnippet([...words.slice(0, 40), 'river', ...words.slice(40)].join(' '), ['riv']);
    expect(snippet.startsWith('…word')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain(' river ');
    expect(snippet.length).toBeLessThanOrEqual(182);
    expect(snippet.slice(1, -1).split(' ').every((word) => word === 'river' || /^word\d+$/.test(word))).toBe(true);
    expect(searchSnippet(words.join(' '), ['calm']).startsWith('word0 word1')).toBe(true);
    expect(searchSnippet('short **note**', ['note'])).toBe('short note');
  });
});
