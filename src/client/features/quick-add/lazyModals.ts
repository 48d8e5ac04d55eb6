import { lazyWithPreload } from '../../lib/lazyWithPreload';

// The panel's dialogs load when first opened (or when the browser is idle), not before the tiles.
export const QuickAddSettingsModal = lazyWithPreload(() => import('./QuickAddSettingsModal'), 'QuickAddSettingsModal');
export const AffirmationSuggestionsModal = lazyWithPreload(() => import('../affirmations/AffirmationSuggestionsModal'), 'AffirmationSuggestionsModal');

// Shown only after the free plan refused an entry, so its code is fetched for those alone.
export const RefusedDraftNotice = lazyWithPreload(() => import('./RefusedDraftNotice'), 'RefusedDraftNotice');
// Shown only at the free plan's entry limit.
export const EntryLimitNotice = lazyWithPreload(() => import('./EntryLimitNotice'), 'EntryLimitNotice');
