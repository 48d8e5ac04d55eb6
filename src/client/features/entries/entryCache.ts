import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc, type RouterOutputs } from '../../lib/trpc';

export type FeedPage = RouterOutputs['entries']['list'];
export type Entry = FeedPage['entries'][number];
type FeedData = InfiniteData<FeedPage>;

/** Every cached feed of the profile, whatever its filter. */
export const feedKey = (profileId: string) => getQueryKey(trpc.entries.list, { profileId }, 'infinite');

/** Everything cached about the profile's entries: its feeds and its timeline. */
export const timelineKey = (profileId: string) => getQueryKey(trpc.entries.timeline, { profileId }, 'query');
/** What follows from the entries besides the feeds: the timeline, the insights' lock and counts, the body map. */
export const derivedKeys = (profileId: string) => [
  timelineKey(profileId),
  getQueryKey(trpc.insights.overview, { profileId }, 'query'),
  getQueryKey(trpc.patterns.bodyMap, { profileId }, 'query'),
];
export const journalKeys = (profileId: string) => [feedKey(profileId), ...derivedKeys(profileId)];

export function invalidateDerived(queryClient: QueryClient, profileId: string) {
  for (const queryKey of derivedKeys(profileId)) void queryClient.invalidateQueries({ queryKey });
}

const placeholderOf = new Map<string, string>();

/**
 * The key a card is drawn under: a saved entry keeps its placeholder's, so a card opened in the
 * moment before the server answered (its notes editor, with what was typed) is not drawn anew.
 */
export function cardKey(entryId: string): string {
  return placeholderOf.get(entryId) ?? entryId;
}

/** Swaps a placeholder for the server's row in every cached feed, keeping its card. */
export function replacePlaceholder(queryClient: QueryClient, profileId: string, placeholderId: string, saved: Entry) {
  placeholderOf.set(saved.id, placeholderId);
  changeFeeds(queryClient, profileId, (entries) => entries.map((entry) => (entry.id === placeholderId ? saved : entry)));
}

export type FeedSnapshot = [readonly unknown[], FeedData | undefined][];

/**
 * The type filter a cached feed was loaded with (null: all entries). A feed of an insight's
 * evidence (a list of ids) or of a place on the body map answers 'evidence', a type no new entry
 * has, so none is added to it.
 */
function feedFilter(key: readonly unknown[]): string | null {
  const options = key[1] as { input?: { type?: string | null; ids?: string[]; body?: unknown } } | undefined;
  return options?.input?.ids || options?.input?.body ? 'evidence' : (options?.input?.type ?? null);
}

/**
 * Applies `change` to the entries of every cached feed of the profile, for optimistic updates;
 * returns what was there, to roll back with `restoreFeeds`.
 */
export function changeFeeds(
  queryClient: QueryClient,
  profileId: string,
  change: (entries: Entry[], page: number, filter: string | null) => Entry[],
): FeedSnapshot {
  const snapshot = queryClient.getQueriesData<FeedData>({ queryKey: feedKey(profileId) });
  for (const [key, data] of snapshot) {
    if (!data) continue;
    const filter = feedFilter(key);
    queryClient.setQueryData<FeedData>(key, {
      ...data,
      pages: data.pages.map((page, index) => ({ ...page, entries: change(page.entries, index, filter) })),
    });
  }
  return snapshot;
}

export function restoreFeeds(queryClient: QueryClient, snapshot: FeedSnapshot) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
