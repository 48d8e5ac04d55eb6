import { lazyModule } from '../../lib/lazyModule';

/**
 * The Markdown renderer and its parser, in their own chunk: fetched once the browser is idle after the
 * first view (the feed's preload, or a card's own), never before the feed is shown.
 */
export const markdown = lazyModule(() => import('./MarkdownText'));
