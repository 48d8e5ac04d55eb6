import type { TimelineEntry } from './timeline';

export const AURA_WINDOW_HOURS = 4;
const MAX_DOT = 24;
const MIN_DOT = 6;

/** When the aura's four hours begin. */
export const auraWindowStart = (now: number) => now - AURA_WINDOW_HOURS * 60 * 60 * 1000;

/** Every entry of the last four hours, affirmations included, for the recent-feelings aura. */
export function recentEntries(entries: readonly TimelineEntry[], now: number): TimelineEntry[] {
  const from = auraWindowStart(now);
  return entries.filter((entry) => Date.parse(entry.timestamp) >= from);
}

/** A dot's centre and diameter, in percent of the aura's square box. */
export interface AuraDot {
  left: number;
  top: number;
  size: number;
}

/**
 * One dot an entry, evenly around the figure. The more there are, the smaller they get, so a ring
 * of many still reads as separate dots (they overlap only past some fifty); the ring shrinks with
 * the dots so that every dot stays whole inside the box.
 */
export function auraDots(count: number): AuraDot[] {
  const size = Math.min(MAX_DOT, Math.max(MIN_DOT, (100 * Math.PI) / (count + Math.PI)));
  const radius = 50 - size / 2;
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2 - Math.PI / 2;
    return { left: 50 + Math.cos(angle) * radius, top: 50 + Math.sin(angle) * radius, size };
  });
}
