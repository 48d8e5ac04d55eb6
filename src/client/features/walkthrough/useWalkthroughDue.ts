import { useState } from 'react';
import { useFeed } from '../feed/useFeed';
import { walkthroughCompletion } from './walkthroughCompletion';

/**
 * Spec 4.10: the tour is due once the profile's entries are in (the feed's own query, no request of
 * its own) and there are none, unless this browser has finished it for that profile. Once due it
 * stays due until `done`, so the first entry logged during the tour does not end it.
 */
export function useWalkthroughDue(profileId: string | null) {
  const feed = useFeed(profileId, null);
  const [dueFor, setDueFor] = useState<string | null>(null);
  const empty = feed.data?.pages[0]?.entries.length === 0;
  if (profileId && empty && dueFor !== profileId && !walkthroughCompletion.isDone(profileId)) setDueFor(profileId);
  return { due: !!profileId && dueFor === profileId, done: () => setDueFor(null) };
}
