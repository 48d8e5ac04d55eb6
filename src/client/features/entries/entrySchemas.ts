import { lazyModule } from '../../lib/lazyModule';

/**
 * The shared entry schemas (and zod with them), fetched for the first save or notes field rather
 * than with the main screen: when a person reaches for the quick-add tiles, starts logging, or
 * opens a notes editor. An entry logged without a connection needs them too: the service worker
 * keeps them, or without one they come once the browser is idle (preloadUnlessKeptOffline).
 */
export const entrySchemas = lazyModule(() => import('../../../shared/schemas/entries'));

/** For an intent handler: fetches the schemas, leaving a failure to the save that needs them. */
export const preloadEntrySchemas = () => void entrySchemas.load().catch(() => {});
