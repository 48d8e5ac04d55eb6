/**
 * Where a journal's refused entry is kept in this browser, and whether one is: all the panel loads
 * up front; reading, keeping and showing it (refusedDraft.ts, RefusedDraftNotice) load when needed.
 */
export const refusedDraftKey = (profileId: string) => `attune_refused_entry_${profileId}`;

export function hasRefusedDraft(profileId: string): boolean {
  try {
    return localStorage.getItem(refusedDraftKey(profileId)) !== null;
  } catch {
    return false;
  }
}
