import { useMemo } from 'react';
import type { EntryType } from '../../../shared/domain/entries';
import type { BodyPlaceFilter } from '../../../shared/schemas/body-map';
import { trpc } from '../../lib/trpc';
import { usePendingDeletes } from './pendingDeletes';

/**
 * The profile's entries, newest first, a page of 50 at a time, of one type or (with `ids`) just
 * those, or of one calendar day in the account's zone, or felt at a place of the body map (issue 38);
 * deletes awaiting Undo are hidden.
 */
export function useFeed(profileId: string | null, type: EntryType | null, ids?: string[], day?: string | null, body?: BodyPlaceFilter | null) {
  const query = trpc.entries.list.useInfiniteQuery(
    { profileId: profileId ?? '', type, ...(ids && { ids }), ...(day && !ids && { day }), ...(body && !ids && { body }) },
    { getNextPageParam: (page) => page.nextCursor, staleTime: 30_000, enabled: profileId !== null },
  );
  const pendingDeletes = usePendingDeletes();
  const entries = useMemo(
    () => query.data?.pages.flatMap((page) => page.entries.filter((entry) => !pendingDeletes.has(entry.id))) ?? [],
    [query.data, pendingDeletes],
  );
  return { ...query, entries };
}
