import { lazyWithPreload } from '../../lib/lazyWithPreload';

// The card's dialogs (with Radix Dialog) load when first opened, or when the browser is idle.
export const EntryDetailsDialog = lazyWithPreload(() => import('./EntryDetailsDialog'), 'EntryDetailsDialog');
export const EditTagsModal = lazyWithPreload(() => import('./EditTagsModal'), 'EditTagsModal');
export const AdjustIntensityModal = lazyWithPreload(() => import('./AdjustIntensityModal'), 'AdjustIntensityModal');

export const preloadEntryDialogs = [EntryDetailsDialog.preload, EditTagsModal.preload, AdjustIntensityModal.preload];
