import type { NewEntryInput } from '../../../shared/schemas/entries';
import { refusedDraftKey } from './refusedDraftKey';

/** An entry the free plan refused to save, kept with the tile it was logged from. */
export interface RefusedDraft {
  label: string;
  emoji: string;
  entry: NewEntryInput;
}

export function readRefusedDraft(profileId: string): RefusedDraft | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(refusedDraftKey(profileId)) ?? 'null');
    if (!stored || typeof stored !== 'object' || !('entry' in stored) || !('label' in stored)) return null;
    return stored as RefusedDraft; // the server checks the entry again when it is saved
  } catch {
    return null;
  }
}

export function keepRefusedDraft(profileId: string, draft: RefusedDraft | null) {
  try {
    if (draft) localStorage.setItem(refusedDraftKey(profileId), JSON.stringify(draft));
    else localStorage.removeItem(refusedDraftKey(profileId));
  } catch {
    // storage blocked: nothing is kept past the flow
  }
}

/** Forgets the kept entry once the same entry has been saved (from the flow, after an upgrade). */
export function forgetIfSaved(profileId: string, saved: NewEntryInput) {
  if (JSON.stringify(readRefusedDraft(profileId)?.entry) === JSON.stringify(saved)) keepRefusedDraft(profileId, null);
}

/** Forgets every kept entry of this browser (on sign-out: they are the account's words). */
export function forgetRefusedDrafts() {
  try {
    Object.keys(localStorage)
      .filter((key) => key.startsWith(refusedDraftKey('')))
      .forEach((key) => localStorage.removeItem(key));
  } catch {
    // storage blocked: nothing was kept
  }
}
