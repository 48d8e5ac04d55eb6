import { ActivityFeed } from '../feed/ActivityFeed';
import { FeedScrollProvider } from '../feed/FeedScrollContext';
import { useCurrentProfile } from './useCurrentProfile';

/** The main screen (journal-core 2): quick-add, then the feed; more panels join with their issues. */
export function HomePage() {
  const { profile, isPending } = useCurrentProfile();
  if (isPending) return null;
  return (
    <FeedScrollProvider>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 md:py-8">
        <section aria-labelledby="quick-add-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-100">
          <h1 id="quick-add-heading" className="text-2xl font-bold text-slate-900">
            {profile ? `What did ${profile.name} feel today?` : 'What did you feel today?'}
          </h1>
        </section>
        {profile && <ActivityFeed profile={profile} />}
      </main>
    </FeedScrollProvider>
  );
}
