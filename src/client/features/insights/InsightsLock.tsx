import { Lock } from 'lucide-react';
import { INSIGHTS_UNLOCK_NOTED_ENTRIES, unlockMessage } from '../../../shared/domain/insights';
import { trpc } from '../../lib/trpc';

/** One query for the banner and the section: the lock, the insights and their counts. */
export const useInsightsOverview = (profileId: string) => trpc.insights.overview.useQuery({ profileId }, { staleTime: 30_000 });

/**
 * journal-core 2: the locked-insights banner near the top of the main screen; nothing until the
 * lock is known, nor once insights are unlocked. The first thing of insights a page loads, so it
 * stays small: the section (below the feed) comes later.
 */
export function InsightsBanner({ profileId }: { profileId: string }) {
  const { data } = useInsightsOverview(profileId);
  if (!data || data.lock.remaining === 0) return null;
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-teal-50 px-4 py-2.5 text-sm text-teal-900 ring-1 ring-teal-100">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        AI Insights unlock after {INSIGHTS_UNLOCK_NOTED_ENTRIES} entries with notes. {unlockMessage(data.lock.remaining)}
      </span>
    </p>
  );
}

/** accounts-plans-ai 2.9: the insights section while locked. */
export function LockedInsightsCard({ remaining, headingId }: { remaining: number; headingId: string }) {
  const done = INSIGHTS_UNLOCK_NOTED_ENTRIES - remaining;
  return (
    <div className="rounded-3xl border border-dashed border-slate-300 bg-teal-50/60 p-6 text-center">
      <span aria-hidden className="mx-auto grid size-12 place-items-center rounded-full bg-teal-100 text-teal-800">
        <Lock className="size-6" />
      </span>
      <h2 id={headingId} className="mt-2 text-xl font-bold text-slate-900">
        Unlock AI Insights
      </h2>
      <p className="mt-1 text-slate-700">{unlockMessage(remaining)}</p>
      <div aria-hidden className="mx-auto mt-4 flex max-w-xs gap-1.5">
        {Array.from({ length: INSIGHTS_UNLOCK_NOTED_ENTRIES }, (_, index) => (
          <span key={index} className={`h-2 flex-1 rounded-full ${index < done ? 'bg-teal-600' : 'bg-teal-100'}`} />
        ))}
      </div>
    </div>
  );
}
