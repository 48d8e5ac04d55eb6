import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isCalendarDay } from '../../../shared/domain/calendar-days';

/** The calendar day the feed is narrowed to, from the address (/?day=2026-03-29), and a way back to every day. */
export function useFeedDay() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('day');
  const day = chosen && isCalendarDay(chosen) ? chosen : null;
  const clearDay = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('day');
        return next;
      }),
    [setParams],
  );
  return { day, clearDay };
}
