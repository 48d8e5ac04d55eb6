import { useState } from 'react';
import { lazyModule } from '../../lib/lazyModule';
import { isPlainNotes } from './plainNotes';

/** react-markdown and its parser, in their own chunk. */
export const markdown = lazyModule(() => import('./MarkdownText'));

/**
 * Whether the feed may show its first cards: once `notes` (null while they load) are in, and
 * react-markdown too if one of them needs it, so no card changes shape as it arrives. Later
 * notes never hold the feed back.
 */
export function useMarkdownReadyFor(notes: readonly string[] | null): boolean {
  const needed = notes !== null && notes.some((text) => !isPlainNotes(text));
  const loaded = markdown.useModule(needed);
  const [shown, setShown] = useState(false);
  const ready = shown || (notes !== null && (!needed || loaded !== null));
  if (ready && !shown) setShown(true);
  return ready;
}
