import { useMemo } from 'react';
import { trpc, type RouterOutputs } from '../../lib/trpc';

export type CalendarDayTotals = RouterOutputs['patterns']['calendar']['days'][number];

/** Every day of a year with entries, by day, in the account's zone: the month view and the year in pixels read the same answer. */
export function useCalendarYear(profileId: string | null, year: string) {
  const query = trpc.patterns.calendar.useQuery({ profileId: profileId ?? '', from: `${year}-01-01`, to: `${year}-12-31` }, { enabled: !!profileId, staleTime: 30_000 });
  const byDay = useMemo(() => new Map((query.data?.days ?? []).map((day) => [day.day, day])), [query.data]);
  return { ...query, byDay };
}
