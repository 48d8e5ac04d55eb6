import { Link } from '../../lib/router';
import { shortDay } from '../../../shared/domain/calendar-labels';
import { trpc } from '../../lib/trpc';
import { PanelStatus } from '../../ui/PanelStatus';
import { useCurrentProfile } from '../profiles/useCurrentProfile';
import { DistributionCard, IntensityCards } from './DistributionCards';
import { RangePicker } from './RangePicker';
import { SummaryCard } from './SummaryCard';
import { TagPatternsCard } from './TagPatternsCard';
import { useDayRange } from './useDayRange';

/** /stats (issue 36): a journal's entries, streaks, moods, intensity by weekday and hour, and tag patterns over a range. */
export function StatsPage() {
  const { profile } = useCurrentProfile();
  const { choice, setChoice, range } = useDayRange();
  const statistics = trpc.patterns.statistics.useQuery({ profileId: profile?.id ?? '', ...range }, { enabled: !!profile, staleTime: 30_000 });
  const data = statistics.data;
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 md:py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Statistics{profile ? ` of ${profile.name}` : ''}</h1>
        <p className="text-sm text-slate-600">
          {shortDay(range.from)} to {shortDay(range.to)}
          {data && `, days in ${data.timeZone.replaceAll('_', ' ')} time`}. See them on the{' '}
          <Link to="/calendar" className="font-medium text-teal-800 underline">calendar</Link>.
        </p>
      </div>
      <RangePicker key={choice.kind} choice={choice} range={range} onChange={setChoice} />
      {!data ? (
        <PanelStatus failed={statistics.isError} loading="Loading statistics..." failure="Could not load the statistics. Please try again." />
      ) : (
        <>
          <SummaryCard statistics={data} />
          <TagPatternsCard patterns={data.tagPatterns} />
          <IntensityCards statistics={data} />
          <DistributionCard title="Moods" rows={data.moods} colour="#0f766e" />
          <DistributionCard title="Physical sensations" rows={data.sensations} colour="#b45309" />
        </>
      )}
    </main>
  );
}
