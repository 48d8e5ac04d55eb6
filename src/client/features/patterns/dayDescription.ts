import { dayTitle } from '../../../shared/domain/calendar-labels';
import { dayShade, visibleEntries } from '../../../shared/domain/day-colour';
import type { CalendarDayTotals } from './useCalendarYear';

export interface Shown {
  physical: boolean;
  affirmations: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a day says to a screen reader and in the table: its date, its entries and its colour. */
export function dayDescription(day: string, totals: CalendarDayTotals | undefined, shown: Shown): string {
  if (!totals || visibleEntries(totals, shown) === 0) return `${dayTitle(day)}: no entries`;
  const parts = [plural(visibleEntries(totals, shown), 'entry', 'entries'), dayShade(totals).description];
  if (shown.physical && totals.physical > 0) parts.push(plural(totals.physical, 'physical sensation', 'physical sensations'));
  if (shown.affirmations && totals.affirmations > 0) parts.push(plural(totals.affirmations, 'affirmation', 'affirmations'));
  return `${dayTitle(day)}: ${parts.join(', ')}`;
}
