import { useMemo } from 'react';
import type { EntryType } from '../../../shared/domain/entries';
import { trpc } from '../../lib/trpc';

/** The profile's entries, newest first, a page of 50 at a time. */
export function useFeed(profileId: string | null, type: EntryType | null) {
  const query = trpc.entries.list.useInfiniteQuery(
    { profileId: profileId ?? '', type },
    { getNextPageParam: (page) => page.nextCursor, staleTime: 30_000, enabled: profileId !== null },
  );
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries) ?? [], [query.data]);
  return { ...query, entries };
}
