import { useState } from 'react';
import { addDays, type CalendarDay } from '../../../shared/domain/calendar-days';
import { calendarDayOf } from '../../../shared/domain/zoned-time';
import { useTimeZone } from '../auth/useTimeZone';
import { useNow } from '../timeline/useNow';

export type RangeChoice = { kind: 'last'; days: number } | { kind: 'custom'; from: CalendarDay; to: CalendarDay };

/** The statistics' range: the last 7, 30, 90 or 365 days up to today in the account's zone, or days chosen. */
export function useDayRange() {
  const timeZone = useTimeZone();
  const today = calendarDayOf(useNow(60_000), timeZone);
  const [choice, setChoice] = useState<RangeChoice>({ kind: 'last', days: 30 });
  const range = choice.kind === 'last' ? { from: addDays(today, 1 - choice.days), to: today } : { from: choice.from, to: choice.to };
  return { choice, setChoice, range, today, timeZone };
}
