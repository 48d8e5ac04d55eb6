// Spec 3, local browser storage: one flag a profile, so each journal's tour is offered once.
const keyOf = (profileId: string) => `walkthroughCompleted_${profileId}`;
// Where storage is blocked (some private modes throw), a tour done stays done until the page is left.
const doneHere = new Set<string>();

/** Whether this browser has finished or skipped the profile's walkthrough. */
export const walkthroughCompletion = {
  isDone(profileId: string) {
    if (doneHere.has(profileId)) return true;
    try {
      return localStorage.getItem(keyOf(profileId)) === 'true';
    } catch {
      return false;
    }
  },
  markDone(profileId: string) {
    doneHere.add(profileId);
    try {
      localStorage.setItem(keyOf(profileId), 'true');
    } catch {
      // blocked: remembered in memory only
    }
  },
};
