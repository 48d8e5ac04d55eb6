import { useState } from 'react';
import type { NewEntryInput } from '../../../shared/schemas/entries';

const PREFIX = 'attune_refused_entry_';

/** An entry the free plan refused to save, kept with the tile it was logged from. */
export interface RefusedDraft {
  label: string;
  emoji: string;
  entry: NewEntryInput;
}

function read(profileId: string): RefusedDraft | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + profileId) ?? 'null');
    if (!stored || typeof stored !== 'object' || !('entry' in stored) || !('label' in stored)) return null;
    return stored as RefusedDraft; // the server checks the entry again when it is saved
  } catch {
    return null;
  }
}

function write(profileId: string, draft: RefusedDraft | null) {
  try {
    if (draft) localStorage.setItem(PREFIX + profileId, JSON.stringify(draft));
    else localStorage.removeItem(PREFIX + profileId);
  } catch {
    // storage blocked: the draft lasts as long as the page
  }
}

/** Forgets every kept entry of this browser (on sign-out: they are the account's words). */
export function forgetRefusedDrafts() {
  try {
    Object.keys(localStorage)
      .filter((key) => key.startsWith(PREFIX))
      .forEach((key) => localStorage.removeItem(key));
  } catch {
    // storage blocked: nothing was kept
  }
}

/**
 * The entry of a journal that was refused at the free plan's limit, kept in this browser (across
 * reloads) until it is saved, once there is room again, or discarded.
 */
export function useRefusedDraft(profileId: string | null) {
  const [drafts, setDrafts] = useState<Record<string, RefusedDraft | null>>({});
  const draft = profileId ? (profileId in drafts ? drafts[profileId]! : read(profileId)) : null;
  const set = (next: RefusedDraft | null) => {
    if (!profileId) return;
    write(profileId, next);
    setDrafts((current) => ({ ...current, [profileId]: next }));
  };
  return { draft, keep: (next: RefusedDraft) => set(next), forget: () => set(null) };
}
