import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_PAGE_SIZE, searchTerms } from '../../../shared/domain/search';
import { trpc } from '../../lib/trpc';
import type { searchFiltersOf } from './searchParams';

const TYPING_PAUSE_MS = 200;

/** A value that follows `value` once it has stayed the same for `delayMs`: a search per pause in typing, not per key. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type Filters = Extract<ReturnType<typeof searchFiltersOf>, { filters: unknown }>['filters'];

/**
 * The entries of the profile that the search finds, a page of 20 at a time, with the words to mark
 * in them. Nothing is asked while there is no word to look for; the previous results stay on screen
 * while the next ones load.
 */
export function useEntrySearch(profileId: string | null, filters: Filters | null) {
  const settled = useSettledValue(filters, TYPING_PAUSE_MS);
  const terms = useMemo(() => searchTerms(settled?.query ?? ''), [settled?.query]);
  const query = trpc.entries.search.useInfiniteQuery(
    { profileId: profileId ?? '', limit: SEARCH_PAGE_SIZE, ...settled, query: settled?.query ?? '' },
    {
      enabled: profileId !== null && settled !== null && terms.length > 0,
      getNextPageParam: (page) => page.nextCursor,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    },
  );
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries) ?? [], [query.data]);
  // Typed but not yet asked, or asked and not yet answered: the results on screen are the last search's.
  const stale = JSON.stringify(filters) !== JSON.stringify(settled) || query.isPlaceholderData;
  return { ...query, entries, terms, searching: terms.length > 0, stale };
}
