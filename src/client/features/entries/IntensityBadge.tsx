import { entryColor, textColorOn } from '../../../shared/domain/entry-display';
import type { Entry } from './entryCache';

/** 'n/10' on the entry's palette colour; a button when the intensity can be adjusted. */
export function IntensityBadge({ entry, onAdjust }: { entry: Entry; onAdjust?: () => void }) {
  if (entry.intensity === null) return null;
  const backgroundColor = entryColor(entry);
  const style = { backgroundColor, color: textColorOn(backgroundColor) };
  const className = 'relative shrink-0 rounded-full px-2.5 py-1 text-xs font-bold';
  const label = `${entry.intensity}/10`;
  if (!onAdjust) return <span className={className} style={style}>{label}</span>;
  return (
    <button type="button" aria-label={`Intensity ${label}, adjust`} onClick={onAdjust} className={`${className} max-md:tap-target`} style={style}>
      {label}
    </button>
  );
}
