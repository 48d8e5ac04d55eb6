/** Spec 3, local browser storage: one flag a profile, so each journal's tour is offered once. */
export const walkthroughKey = (profileId: string) => `walkthroughCompleted_${profileId}`;

/** Whether this browser has finished or skipped the profile's tour (storage that throws, as in some private modes, says not). */
export function isWalkthroughDone(profileId: string) {
  try {
    return localStorage.getItem(walkthroughKey(profileId)) === 'true';
  } catch {
    return false;
  }
}
