import { lazyModule } from '../../lib/lazyModule';

/** The shared entry schemas (and zod with them), fetched for the first save or notes field rather than with the main screen. */
export const entrySchemas = lazyModule(() => import('../../../shared/schemas/entries'));
