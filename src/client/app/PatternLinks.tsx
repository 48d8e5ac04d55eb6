import { CalendarDays, ChartColumn } from 'lucide-react';
import { NavLink } from 'react-router';
import { CalendarPage, StatsPage } from './pages';

const LINK = 'relative grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800 max-md:tap-target';

/** The header's links to the calendar and the statistics (issue 36); each page's code is fetched when the link is pointed at. */
export function PatternLinks() {
  return (
    <nav aria-label="Patterns" className="flex items-center">
      <NavLink to="/calendar" aria-label="Calendar" title="Calendar" className={LINK} onPointerEnter={() => void CalendarPage.preload()} onFocus={() => void CalendarPage.preload()}>
        <CalendarDays aria-hidden className="size-5" />
      </NavLink>
      <NavLink to="/stats" aria-label="Statistics" title="Statistics" className={LINK} onPointerEnter={() => void StatsPage.preload()} onFocus={() => void StatsPage.preload()}>
        <ChartColumn aria-hidden className="size-5" />
      </NavLink>
    </nav>
  );
}
