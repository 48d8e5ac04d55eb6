import { lazyWithPreload } from '../../lib/lazyWithPreload';

// The panel's dialogs load when first opened (or when the browser is idle), not before the tiles.
export const QuickAddSettingsModal = lazyWithPreload(() => import('./QuickAddSettingsModal'), 'QuickAddSettingsModal');
export const AffirmationSuggestionsModal = lazyWithPreload(() => import('../affirmations/AffirmationSuggestionsModal'), 'AffirmationSuggestionsModal');
