import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { UsageBannerSlot } from '../billing/UsageBannerSlot';
import { ExerciseSessionsSlot } from '../exercise/ExerciseSessionsSlot';
import { ActivityFeed } from '../feed/ActivityFeed';
import { FeedScrollProvider } from '../feed/FeedScrollContext';
import { QuickAddPanel } from '../quick-add/QuickAddPanel';
import { IntensityTimeline } from '../timeline/IntensityTimeline';
import { useCurrentProfile } from '../profiles/useCurrentProfile';

// Only a journal someone else shared has the notice, so its code is fetched for those alone.
const SharedJournalNotice = lazyWithPreload(() => import('../profiles/SharedJournalNotice'), 'SharedJournalNotice');

/** The main screen (journal-core 2): quick-add, then the feed; more panels join with their issues. */
export function HomePage() {
  const { profile, isPending } = useCurrentProfile();
  if (isPending) return null;
  return (
    <FeedScrollProvider>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 md:py-8">
        <h1 className="sr-only">Your journal</h1>
        {profile?.source === 'shared' && (
          <Suspense fallback={null}>
            <SharedJournalNotice profile={profile} />
          </Suspense>
        )}
        {profile && <IntensityTimeline profileId={profile.id} />}
        <QuickAddPanel profile={profile} />
        {profile && <ActivityFeed profile={profile} />}
        {profile && <ExerciseSessionsSlot profileId={profile.id} />}
      </main>
      <UsageBannerSlot />
    </FeedScrollProvider>
  );
}
