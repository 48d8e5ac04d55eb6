import { useEffect, useId } from 'react';
import type { AccessLevel } from '../../../shared/domain/access';
import { failureMessage } from '../../lib/failureMessage';
import { preloadWhenIdle } from '../../lib/lazyWithPreload';
import { EvidenceChip } from '../feed/ActivityFeed';
import { InsightsPanel } from './InsightsPanel';
import { LockedInsightsCard, useInsightsOverview } from './InsightsLock';

export { InsightsBanner } from './InsightsLock';

/**
 * accounts-plans-ai 2.9: the insights section at the end of the main screen, locked or not. Drawn
 * once the overview is in, so it never shows a lock that is not there; keyed by profile, so a
 * switch fetches the new profile's insights and starts its progress from idle.
 */
export function InsightsSection({ profile }: { profile: { id: string; permissionLevel: AccessLevel } }) {
  const overview = useInsightsOverview(profile.id);
  const headingId = useId();
  useEffect(() => preloadWhenIdle(EvidenceChip.preload), []);
  if (overview.isPending) return null;

  let body;
  if (overview.isError) {
    body = (
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-100">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          AI Insights
        </h2>
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failureMessage(overview.error, 'Unknown error fetching insights')}
        </p>
        <button type="button" onClick={() => void overview.refetch()} className="mt-2 text-sm font-semibold text-teal-800 underline">
          Try again
        </button>
      </div>
    );
  } else if (overview.data.lock.remaining > 0) {
    body = <LockedInsightsCard remaining={overview.data.lock.remaining} headingId={headingId} />;
  } else {
    body = <InsightsPanel profileId={profile.id} owned={profile.permissionLevel === 'owner'} overview={overview.data} headingId={headingId} />;
  }
  return <section aria-labelledby={headingId}>{body}</section>;
}
