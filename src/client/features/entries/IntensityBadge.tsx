import { entryColor } from '../../../shared/domain/entry-display';
import type { Entry } from '../feed/feedCache';

/** 'n/10' on the entry's palette colour; a button when the intensity can be adjusted. */
export function IntensityBadge({ entry, onAdjust }: { entry: Entry; onAdjust?: () => void }) {
  if (entry.intensity === null) return null;
  const color = entryColor(entry);
  const dark = entry.intensity >= 5;
  const className = `rounded-full px-2.5 py-1 text-xs font-bold ${dark ? 'text-white' : 'text-slate-800'}`;
  const label = `${entry.intensity}/10`;
  if (!onAdjust) return <span className={className} style={{ backgroundColor: color }}>{label}</span>;
  return (
    <button type="button" aria-label={`Intensity ${label}, adjust`} onClick={onAdjust} className={className} style={{ backgroundColor: color }}>
      {label}
    </button>
  );
}
