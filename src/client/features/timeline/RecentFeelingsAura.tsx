import { PersonStanding } from 'lucide-react';
import { auraDots, recentEntries } from '../../../shared/domain/aura';
import { entryColor } from '../../../shared/domain/entry-display';
import { useCurrentProfile } from '../profiles/useCurrentProfile';
import { useTimeline } from './useTimeline';

/** 'Your Current Aura': a figure ringed by the colours of the last four hours' entries, every one of them. */
export function RecentFeelingsAura() {
  const { profile } = useCurrentProfile();
  const timeline = useTimeline(profile?.id ?? null);
  const recent = recentEntries(timeline.recent, timeline.now);
  const dots = auraDots(recent.length);
  return (
    <div
      role="img"
      aria-label={`Your Current Aura: ${recent.length} feeling${recent.length === 1 ? '' : 's'} in the last 4 hours`}
      title="Your Current Aura"
      data-walkthrough="aura"
      className="relative size-9 md:size-11"
    >
      <PersonStanding aria-hidden className="absolute inset-0 m-auto size-5 text-slate-600 md:size-6" />
      {recent.map((entry, index) => {
        const dot = dots[index]!;
        return (
          <span
            key={entry.id}
            data-testid="aura-dot"
            className="absolute -translate-x-1/2 -translate-y-1/2 rounded-full opacity-70"
            style={{ left: `${dot.left}%`, top: `${dot.top}%`, width: `${dot.size}%`, height: `${dot.size}%`, backgroundColor: entryColor(entry) }}
          />
        );
      })}
    </div>
  );
}
