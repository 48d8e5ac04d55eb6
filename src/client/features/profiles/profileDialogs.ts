import { lazyWithPreload } from '../../lib/lazyWithPreload';

// The menu's dialogs load when first opened, or once the menu has been opened and the browser is idle.
export const CreateProfileModal = lazyWithPreload(() => import('./CreateProfileModal'), 'CreateProfileModal');
export const ManageProfileModal = lazyWithPreload(() => import('./ManageProfileModal'), 'ManageProfileModal');
export const SharedJournalModal = lazyWithPreload(() => import('../sharing/SharedJournalModal'), 'SharedJournalModal');
export const InviteModal = lazyWithPreload(() => import('../sharing/InviteModal'), 'InviteModal');
export const ExportModal = lazyWithPreload(() => import('../export/ExportModal'), 'ExportModal');
export const ImportModal = lazyWithPreload(() => import('../import/ImportModal'), 'ImportModal');

export const preloadProfileDialogs = [CreateProfileModal.preload, ManageProfileModal.preload, SharedJournalModal.preload, InviteModal.preload, ExportModal.preload, ImportModal.preload];

/** Which of the menu's dialogs is open. */
export type ProfileDialog = 'create' | 'manage' | 'about' | 'leave' | 'invite' | 'export' | 'import' | null;
