import type { AccessLevel } from '../../../shared/domain/access';
import { grantsAccess } from '../../../shared/domain/access';
import { Suspense, useEffect, useMemo } from 'react';
import { EntryCard } from '../entries/EntryCard';
import { preloadEntryDialogs } from '../entries/lazyDialogs';
import { markdown } from '../entries/markdownLoader';
import { ImageViewer } from '../images/EntryImages';
import { lazyWithPreload, preloadWhenIdle } from '../../lib/lazyWithPreload';
import { trpc } from '../../lib/trpc';
import { ClearAllButton } from './ClearAllButton';
import { FeedFilters } from './FeedFilters';
import { LoadingEntries } from './FeedPlaceholder';
import { FeedList } from './FeedList';
import { RetryAlert } from '../../ui/RetryAlert';
import { usePlanUsage } from '../billing/usePlanUsage';
import { FeedSearchBox } from './FeedSearchBox';
import { usePendingEntries } from '../offline/pendingEntries';
import { PendingStatus } from '../offline/PendingStatus';
import { useEntryMutations } from './useEntryMutations';
import { useFeed } from './useFeed';
import { useFeedDay } from './useFeedDay';
import { useFeedFilter } from './useFeedFilter';
import { useFeedPlace } from './useFeedPlace';

// Only shown after a click on an insight's evidence, so it comes with the insights.
export const EvidenceChip = lazyWithPreload(() => import('./EvidenceChip'), 'EvidenceChip');
// Only shown after a day was chosen on the calendar (/?day=2026-03-29).
const DayChip = lazyWithPreload(() => import('./DayChip'), 'DayChip');
// Only shown after a place was chosen on the body map (issue 38).
const PlaceChip = lazyWithPreload(() => import('./PlaceChip'), 'PlaceChip');

/** journal-core 2, Activity Feed panel. */
export function ActivityFeed({ profile }: { profile: { id: string; name: string; permissionLevel: AccessLevel } }) {
  const { type: filter, evidence, chooseType, showAll } = useFeedFilter();
  const { day, clearDay } = useFeedDay();
  const { place, clearPlace } = useFeedPlace();
  const feed = useFeed(profile.id, filter, evidence?.ids, day, place);
  const unfiltered = filter === null && !evidence && !day && !place;
  const { updateEntry, deleteEntry, clearEntries } = useEntryMutations(profile.id);
  const canEdit = grantsAccess(profile.permissionLevel, 'editor');
  const usage = usePlanUsage();
  const pendingEntries = usePendingEntries(profile.id);
  const waiting = useMemo(() => new Map(pendingEntries.map((entry) => [entry.id, entry])), [pendingEntries]);
  // What a card's next press needs; clearing the whole journal is fetched when the person reaches for it.
  useEffect(() => preloadWhenIdle(markdown.load, ...preloadEntryDialogs, ImageViewer.preload), []);
  // A journal that is no longer there for this account (revoked, left or deleted elsewhere) leaves
  // the list, and the selection falls back to the account's own (spec 4.4).
  const utils = trpc.useUtils();
  const gone = feed.error?.data?.code === 'NOT_FOUND';
  useEffect(() => {
    if (gone) void utils.profiles.list.invalidate();
  }, [gone, utils]);

  let body;
  // Offline the feed waits for the connection, but what waits on this device shows meanwhile.
  if (feed.isPending && feed.entries.length === 0) body = <LoadingEntries />;
  else if (feed.isError) {
    // A refusal from the server, or no answer at all (offline, a broken response).
    const message = feed.error.data ? 'Failed to load entries.' : 'An unexpected error occurred while fetching entries.';
    body = <RetryAlert message={message} onRetry={() => void feed.refetch()} className="py-8" />;
  }
  else if (feed.entries.length === 0 && unfiltered && !canEdit) {
    body = <p className="py-8 text-center text-slate-600">Nothing in {profile.name}'s journal yet.</p>;
  } else if (feed.entries.length === 0 && unfiltered) {
    body = (
      <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        <p className="font-medium">What did you feel today? Use the panel above to log your feelings.</p>
        <p className="mt-2 text-sm">Add details in the notes to get a helpful AI affirmation!</p>
      </div>
    );
  } else if (feed.entries.length === 0) {
    const none = place ? 'No entries of this kind felt there in these days.' : day ? 'No entries of this kind on this day.' : 'No entries of this kind yet.';
    body = <p className="py-8 text-center text-slate-500">{none}</p>;
  } else {
    body = (
      <FeedList
        entries={feed.entries}
        hasNextPage={feed.hasNextPage}
        isFetchingNextPage={feed.isFetchingNextPage}
        fetchNextPage={feed.fetchNextPage}
        renderEntry={(entry, highlighted) => {
          const pending = waiting.get(entry.id);
          return (
            <EntryCard
              entry={entry}
              profileId={profile.id}
              canEdit={canEdit && !pending}
              highlighted={highlighted}
              onUpdate={(patch) => updateEntry(entry.id, patch)}
              onDelete={() => deleteEntry(entry.id)}
              status={pending && <PendingStatus pending={pending} />}
            />
          );
        }}
      />
    );
  }

  return (
    <section aria-labelledby="activity-feed-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-feed-heading" className="text-xl font-bold text-slate-900">
          Activity Feed
        </h2>
        <FeedSearchBox />
        {canEdit && feed.entries.some((entry) => !waiting.has(entry.id)) && <ClearAllButton profileName={profile.name} pro={usage.data?.planType === 'pro' && profile.permissionLevel === 'owner'} onConfirm={clearEntries} />}
      </div>
      <FeedFilters value={evidence ? undefined : filter} onChange={chooseType} />
      {evidence && (
        <Suspense fallback={null}>
          <EvidenceChip key={evidence.ids.join()} evidence={evidence} onRemove={showAll} />
        </Suspense>
      )}
      {day && !evidence && (
        <Suspense fallback={null}>
          <DayChip key={day} day={day} onRemove={clearDay} />
        </Suspense>
      )}
      {place && !evidence && (
        <Suspense fallback={null}>
          <PlaceChip key={Object.values(place).join()} place={place} onRemove={clearPlace} />
        </Suspense>
      )}
      {body}
    </section>
  );
}
