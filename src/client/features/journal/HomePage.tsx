import { Suspense } from 'react';
import { lazyModule } from '../../lib/lazyModule';
import { lazyWithPreload, useAfterIdle } from '../../lib/lazyWithPreload';
import { UsageBannerSlot } from '../billing/UsageBannerSlot';
import { ExerciseSessionsSlot } from '../exercise/ExerciseSessionsSlot';
import { FeedPlaceholder } from '../feed/FeedPlaceholder';
import { FeedScrollProvider } from '../feed/FeedScrollContext';
import { QuickAddPanel } from '../quick-add/QuickAddPanel';
import { IntensityTimeline } from '../timeline/IntensityTimeline';
import { useCurrentProfile } from '../profiles/useCurrentProfile';
import { WalkthroughSlot } from '../walkthrough/WalkthroughSlot';

// Issue 39: the feed (its cards, virtual list, photos and editors) is fetched once the tiles are
// drawn rather than with them: on a slow link its bytes would hold the tiles back.
const ActivityFeed = lazyWithPreload(() => import('../feed/ActivityFeed'), 'ActivityFeed');
// Only a journal someone else shared has the notice, so its code is fetched for those alone.
const SharedJournalNotice = lazyWithPreload(() => import('../profiles/SharedJournalNotice'), 'SharedJournalNotice');
// The insights (the lock's banner at the top, the section below the feed) come in one chunk once
// the page is drawn and idle; each shows nothing until its overview is in.
const insights = lazyModule(() => import('../insights/InsightsSection'));
// Search (issue 36), opened from the feed: the journal's chunk is in by then, so it brings only its own.
const SearchPage = lazyWithPreload(() => import('../search/SearchPage'), 'SearchPage');

/**
 * The main screen (journal-core 2): the insights banner, the timeline, quick-add, the feed and the
 * insights; or the search of the same journal.
 */
export function HomePage({ view }: { view?: 'search' }) {
  const { profile, isPending } = useCurrentProfile();
  const idle = useAfterIdle();
  const insightsModule = insights.useModule(idle && !!profile);
  if (isPending) return null;
  if (view) return profile && <Suspense fallback={null}><SearchPage profile={profile} /></Suspense>;
  return (
    <FeedScrollProvider>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 md:py-8">
        <h1 className="sr-only">Your journal</h1>
        {profile?.source === 'shared' && (
          <Suspense fallback={null}>
            <SharedJournalNotice profile={profile} />
          </Suspense>
        )}
        {profile && insightsModule && <insightsModule.InsightsBanner key={`banner-${profile.id}`} profileId={profile.id} />}
        {profile && <IntensityTimeline profileId={profile.id} />}
        <QuickAddPanel profile={profile} />
        {profile && (
          <Suspense fallback={<FeedPlaceholder />}>
            <ActivityFeed profile={profile} />
          </Suspense>
        )}
        {profile && insightsModule && <insightsModule.InsightsSection key={`section-${profile.id}`} profile={profile} />}
        {profile && <ExerciseSessionsSlot profileId={profile.id} />}
        {profile && <WalkthroughSlot profileId={profile.id} />}
      </main>
      <UsageBannerSlot />
    </FeedScrollProvider>
  );
}
