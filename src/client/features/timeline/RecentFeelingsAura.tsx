import { PersonStanding } from 'lucide-react';
import { entryColor } from '../../../shared/domain/entry-display';
import { recentEntries } from '../../../shared/domain/timeline';
import { useCurrentProfile } from '../journal/useCurrentProfile';
import { useTimeline } from './useTimeline';

/** Evenly around the figure, like an aura. */
const dotPosition = (index: number, total: number) => {
  const angle = (index / Math.max(total, 1)) * Math.PI * 2 - Math.PI / 2;
  return { left: `${50 + Math.cos(angle) * 42}%`, top: `${50 + Math.sin(angle) * 42}%` };
};

/** 'Your Current Aura': a figure ringed by the colours of the last four hours' feelings. */
export function RecentFeelingsAura() {
  const { profile } = useCurrentProfile();
  const { entries, now } = useTimeline(profile?.id ?? null);
  const recent = recentEntries(entries, now).slice(0, 12);
  return (
    <div
      role="img"
      aria-label={`Your Current Aura: ${recent.length} feeling${recent.length === 1 ? '' : 's'} in the last 4 hours`}
      title="Your Current Aura"
      className="relative size-9 md:size-11"
    >
      <PersonStanding aria-hidden className="absolute inset-0 m-auto size-5 text-slate-600 md:size-6" />
      {recent.map((entry, index) => (
        <span
          key={entry.id}
          className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full opacity-70 md:size-3"
          style={{ ...dotPosition(index, recent.length), backgroundColor: entryColor(entry) }}
        />
      ))}
    </div>
  );
}
