import { CalendarDays, ChartColumn } from 'lucide-react';
import { Link, useLocation } from '../lib/router';
import { CalendarPage, StatsPage } from './pages';

const LINK = 'relative size-10 items-center justify-center rounded-full hover:bg-slate-100 max-md:tap-target';

/**
 * The header's links to the calendar and the statistics (issue 36); each page's code is fetched when
 * the link is pointed at. A phone's header has room for the calendar's alone, which links on to the statistics.
 */
export function PatternLinks() {
  const { pathname } = useLocation();
  const current = (path: string) => (pathname === path ? 'page' : undefined);
  const colour = (path: string) => (pathname === path ? 'bg-teal-50 text-teal-800' : 'text-slate-700');
  return (
    <nav aria-label="Patterns" className="flex items-center">
      <Link to="/calendar" aria-label="Calendar" title="Calendar" aria-current={current('/calendar')} className={`${LINK} ${colour('/calendar')} inline-flex`} onPointerEnter={() => void CalendarPage.preload()} onFocus={() => void CalendarPage.preload()}>
        <CalendarDays aria-hidden className="size-5" />
      </Link>
      <Link to="/stats" aria-label="Statistics" title="Statistics" aria-current={current('/stats')} className={`${LINK} ${colour('/stats')} hidden md:inline-flex`} onPointerEnter={() => void StatsPage.preload()} onFocus={() => void StatsPage.preload()}>
        <ChartColumn aria-hidden className="size-5" />
      </Link>
    </nav>
  );
}
