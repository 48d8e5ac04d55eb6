import { lazyModule } from '../../lib/lazyModule';

/**
 * The shared entry schemas (and zod with them), fetched for the first save or notes field rather
 * than with the main screen: when a person reaches for the quick-add tiles, starts logging, or
 * opens a notes editor. The service worker keeps them (offline-shell.ts), so an entry logged
 * without a connection is checked too.
 */
export const entrySchemas = lazyModule(() => import('../../../shared/schemas/entries'));

/** For an intent handler: fetches the schemas, leaving a failure to the save that needs them. */
export const preloadEntrySchemas = () => void entrySchemas.load().catch(() => {});
