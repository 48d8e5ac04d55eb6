import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { addMonths, monthOf } from '../../../shared/domain/calendar-days';
import { monthTitle } from '../../../shared/domain/calendar-labels';
import { calendarDayOf } from '../../../shared/domain/zoned-time';
import { PanelStatus } from '../../ui/PanelStatus';
import { Switch } from '../../ui/Switch';
import { useTimeZone } from '../auth/useTimeZone';
import { useNow } from '../timeline/useNow';
import { useCurrentProfile } from '../profiles/useCurrentProfile';
import { CalendarLegend } from './CalendarLegend';
import type { Shown } from './dayDescription';
import { MonthGrid } from './MonthGrid';
import { useCalendarYear } from './useCalendarYear';
import { YearInPixels } from './YearInPixels';
import { YearTable } from './YearTable';

const NAV = 'relative grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100';

/** /calendar (issue 36): a month of coloured days and the year in pixels, in the account's zone; a day opens the feed filtered to it. */
export function CalendarPage() {
  const { profile } = useCurrentProfile();
  const timeZone = useTimeZone();
  const today = calendarDayOf(useNow(60_000), timeZone);
  const [month, setMonth] = useState(() => new URLSearchParams(window.location.search).get('month') ?? monthOf(today));
  const [shown, setShown] = useState<Shown>({ physical: true, affirmations: true });
  const year = month.slice(0, 4);
  const calendar = useCalendarYear(profile?.id ?? null, year);
  const navigate = useNavigate();
  const open = (day: string) => void navigate(`/?day=${day}`);
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 md:py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Calendar{profile ? ` of ${profile.name}` : ''}</h1>
        <p className="text-sm text-slate-600">
          Days in {timeZone.replaceAll('_', ' ')} time. Choose a day to see its entries, or see the{' '}
          <Link to="/stats" className="font-medium text-teal-800 underline">statistics</Link>.
        </p>
      </div>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        <Switch label="Physical sensations" on={shown.physical} onChange={(physical) => setShown({ ...shown, physical })} />
        <Switch label="Affirmations" on={shown.affirmations} onChange={(affirmations) => setShown({ ...shown, affirmations })} />
      </div>
      <section aria-labelledby="month-heading" className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <button type="button" className={NAV} aria-label="Previous month" onClick={() => setMonth(addMonths(month, -1))}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <h2 id="month-heading" aria-live="polite" className="text-lg font-bold text-slate-900">{monthTitle(month)}</h2>
          <button type="button" className={NAV} aria-label="Next month" onClick={() => setMonth(addMonths(month, 1))}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
        {calendar.data ? (
          <MonthGrid month={month} byDay={calendar.byDay} shown={shown} today={today} onChoose={open} />
        ) : (
          <PanelStatus failed={calendar.isError} loading="Loading calendar..." failure="Could not load the calendar. Please try again." />
        )}
        <CalendarLegend />
      </section>
      <section aria-labelledby="year-heading" className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="year-heading" className="text-lg font-bold text-slate-900">{year} in pixels</h2>
        {calendar.data && (
          <>
            <YearInPixels key={year} year={year} byDay={calendar.byDay} shown={shown} start={month === monthOf(today) ? today : `${month}-01`} onChoose={open} />
            <YearTable year={year} days={calendar.data.days} shown={shown} />
          </>
        )}
      </section>
    </main>
  );
}
