import { useState } from 'react';
import { useFeed } from '../feed/useFeed';
import { isWalkthroughDone } from './walkthroughCompletion';

/**
 * Spec 4.10: the tour is due once the profile's entries are in (the feed's own query, no request of
 * its own) and there are none, unless this browser has done it for that profile. Once due it stays
 * due until `done`, so the first entry logged during the tour does not end it; done is also kept
 * here, for storage that refuses the flag.
 */
export function useWalkthroughDue(profileId: string) {
  const feed = useFeed(profileId, null);
  const [tour, setTour] = useState<{ profileId: string; done: boolean } | null>(null);
  const empty = feed.data?.pages[0]?.entries.length === 0;
  if (empty && tour?.profileId !== profileId && !isWalkthroughDone(profileId)) setTour({ profileId, done: false });
  return { due: tour?.profileId === profileId && !tour.done, done: () => setTour((current) => current && { ...current, done: true }) };
}
