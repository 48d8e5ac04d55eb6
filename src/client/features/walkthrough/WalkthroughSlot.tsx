import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { useWalkthroughDue } from './useWalkthroughDue';

// The tour's code is fetched only for a journal it is due for: a new one, with no entries yet.
const Walkthrough = lazyWithPreload(() => import('./Walkthrough'), 'Walkthrough');

/** The guided tour's place on the main screen; its own component, so the feed's changes re-render only it. */
export function WalkthroughSlot({ profileId }: { profileId: string }) {
  const walkthrough = useWalkthroughDue(profileId);
  if (!walkthrough.due) return null;
  return (
    <Suspense fallback={null}>
      <Walkthrough key={profileId} profileId={profileId} onDone={walkthrough.done} />
    </Suspense>
  );
}
