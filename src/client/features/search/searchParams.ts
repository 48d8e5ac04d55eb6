import type { RouterInputs } from '../../lib/trpc';

/** What the search page's address holds: the words and each filter as the controls show them. */
export const SEARCH_FIELDS = ['q', 'type', 'mood', 'tag', 'from', 'to'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchForm = Record<SearchField, string>;

type SearchFilters = Omit<RouterInputs['entries']['search'], 'profileId' | 'cursor' | 'limit'>;

export const formOf = (params: URLSearchParams): SearchForm =>
  Object.fromEntries(SEARCH_FIELDS.map((field) => [field, params.get(field) ?? ''])) as SearchForm;

/** The address's parameters with one field changed, an empty one left out. */
export function withField(params: URLSearchParams, field: SearchField, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(field, value);
  else next.delete(field);
  return next;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight at the start of a day of the browser's calendar (`days` later), as an instant; null for no date. */
function startOfDay(date: string, days = 0): string | null {
  const parts = DATE.exec(date);
  if (!parts) return null;
  const start = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]) + days);
  return Number.isNaN(start.getTime()) ? null : start.toISOString();
}

/** `kind:value` from a select, or null when the select holds another kind. */
const valueOf = (choice: string, kind: string) => (choice.startsWith(`${kind}:`) ? choice.slice(kind.length + 1) : null);

/** The procedure's filters from the form: dates are whole days, the last one included. */
export function searchFiltersOf(form: SearchForm): { filters: SearchFilters } | { error: string } {
  const from = startOfDay(form.from);
  const to = startOfDay(form.to, 1);
  if (from && to && from >= to) return { error: 'The end of the date range must come after its start.' };
  const [tagName, tagValue] = form.tag.split(':');
  return {
    filters: {
      query: form.q,
      type: (form.type || null) as SearchFilters['type'],
      moodCategory: valueOf(form.mood, 'category') as SearchFilters['moodCategory'],
      mood: valueOf(form.mood, 'mood') as SearchFilters['mood'],
      tags: tagName && tagValue ? { [tagName]: tagValue } : null,
      from,
      to,
    },
  };
}
