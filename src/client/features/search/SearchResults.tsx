import { Button } from '../../ui/Button';
import { SearchResultCard } from './SearchResultCard';
import type { useEntrySearch } from './useEntrySearch';

/** What the search found, or why there is nothing to show, and a button for the next page. */
export function SearchResults({ search }: { search: ReturnType<typeof useEntrySearch> }) {
  const { entries, terms } = search;
  let status: string;
  if (!search.searching) status = 'Type a word to search your notes, moods, sensations and affirmations.';
  else if (search.isPending || search.stale) status = 'Searching…';
  else if (search.isError) status = search.error.data ? search.error.message : 'The search could not reach the server. Try again.';
  else if (entries.length === 0) status = 'No entries found.';
  else status = `${entries.length}${search.hasNextPage ? '+' : ''} ${entries.length === 1 ? 'entry' : 'entries'} found.`;

  return (
    <section aria-label="Results" className="space-y-3">
      <p role="status" className={search.isError ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
        {status}
      </p>
      {search.searching && entries.length > 0 && (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <SearchResultCard entry={entry} terms={terms} />
            </li>
          ))}
        </ol>
      )}
      {search.searching && search.hasNextPage && (
        <Button variant="secondary" className="w-full" disabled={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
          {search.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </section>
  );
}
