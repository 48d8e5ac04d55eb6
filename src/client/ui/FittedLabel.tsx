import { Fragment } from 'react';
import { syllableGroups } from '../../shared/domain/hyphenation';

/**
 * A tile's label that never breaks inside a word except at a hyphenation point (with its hyphen):
 * the font shrinks with the tile's width, from `--label-max` down to `--label-min`, so the longest
 * word fits whole where it can; below that it hyphenates. The nearest ancestor must be a size
 * container (`@container`).
 */
export function FittedLabel({ text, className = '' }: { text: string; className?: string }) {
  const words = text.split(/(\s+)/);
  const longestWord = Math.max(...words.map((word) => word.trim().length));
  // A word of n letters is about 0.63n em wide in the UI font; a little more keeps a margin.
  const fitted = `${(100 / (longestWord * 0.66)).toFixed(2)}cqw`;
  return (
    <span className={`max-w-full text-center leading-tight ${className}`} style={{ fontSize: `clamp(var(--label-min), ${fitted}, var(--label-max))` }}>
      {words.map((word, index) =>
        syllableGroups(word).map((group, at) => (
          // The soft hyphen is hidden from the accessible name, which stays the whole word.
          <Fragment key={`${index}-${at}`}>
            {at > 0 && <span aria-hidden>{'\u00AD'}</span>}
            {group}
          </Fragment>
        )),
      )}
    </span>
  );
}
