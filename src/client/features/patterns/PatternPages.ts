// The calendar and the statistics come in one chunk: they share most of their code, and one chunk
// keeps the first screen's list of chunks to preload short.
export { CalendarPage } from './CalendarPage';
export { StatsPage } from './StatsPage';
