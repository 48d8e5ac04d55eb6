import { Suspense } from 'react';
import { lazyWithPreload, useAfterIdle } from '../../lib/lazyWithPreload';

// The sessions panel (its query, its words, then visx) is fetched once the main screen is drawn.
const ExerciseSessions = lazyWithPreload(() => import('./ExerciseSessions'), 'ExerciseSessions');

/** Where the main screen shows 'Exercise sessions', for a journal with at least one. */
export function ExerciseSessionsSlot({ profileId }: { profileId: string }) {
  const afterFirstView = useAfterIdle();
  return (
    afterFirstView && (
      <Suspense fallback={null}>
        <ExerciseSessions profileId={profileId} />
      </Suspense>
    )
  );
}
