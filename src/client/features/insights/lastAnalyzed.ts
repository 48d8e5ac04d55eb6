const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** accounts-plans-ai 2.9: 'Last analyzed: {date}', 'Never analyzed', or 'Analysis date unavailable' for a date that cannot be read. */
export function lastAnalyzedLabel(iso: string | null): string {
  if (iso === null) return 'Never analyzed';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Analysis date unavailable' : `Last analyzed: ${dateFormat.format(date)}`;
}
