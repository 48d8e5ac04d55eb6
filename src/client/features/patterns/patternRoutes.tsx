import { lazy } from 'react';

// A small chunk between the route table and the pages: the first screen's chunk then lists only
// this one, not every chunk the charts need. Loaded, it fetches the pages at once.
const pages = import('./PatternPages');
const Calendar = lazy(() => pages.then((module) => ({ default: module.CalendarPage })));
const Stats = lazy(() => pages.then((module) => ({ default: module.StatsPage })));

export const CalendarRoute = () => <Calendar />;
export const StatsRoute = () => <Stats />;
