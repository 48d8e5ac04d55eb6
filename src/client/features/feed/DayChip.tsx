import { CalendarDays } from 'lucide-react';
import { dayTitle } from '../../../shared/domain/calendar-labels';
import { FeedFilterChip } from './FeedFilterChip';

/** Says that the feed shows one calendar day, chosen on the calendar. */
export function DayChip({ day, onRemove }: { day: string; onRemove: () => void }) {
  return (
    <FeedFilterChip icon={<CalendarDays aria-hidden className="size-4 shrink-0" />} className="bg-teal-50 text-teal-900" removeLabel="Show every day" onRemove={onRemove}>
      Showing the entries of {dayTitle(day)}
    </FeedFilterChip>
  );
}
