import { Link, useLocation, useNavigate } from '../../lib/router';
import { FIELD_CLASS } from '../../ui/fieldStyles';
import { PageTitle } from '../../ui/PageTitle';
import { SearchFilters } from './SearchFilters';
import { formOf, type SearchField, searchFiltersOf, withField } from './searchParams';
import { SearchResults } from './SearchResults';
import { useEntrySearch } from './useEntrySearch';

/** Search of the journal shown (issue 36), opened from the feed's search box; the address keeps the words and filters. */
export function SearchPage({ profile }: { profile: { id: string; name: string; source: 'owned' | 'shared' } }) {
  // The address's own parameters, read and replaced with the router's location and navigate: both
  // already in the first chunk, where useSearchParams would add its code.
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const form = formOf(params);
  const parsed = searchFiltersOf(form);
  const search = useEntrySearch(profile.id, 'filters' in parsed ? parsed.filters : null);
  const change = (field: SearchField, value: string) => void navigate(`/search?${withField(params, field, value)}`, { replace: true });
  const whose = profile.source === 'shared' ? `${profile.name}'s journal` : 'your journal';

  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-6 md:py-8">
      <PageTitle page="Search" />
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Search</h1>
        <Link to="/" className="text-sm font-semibold text-teal-800 underline">
          Back to the journal
        </Link>
      </div>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="space-y-3">
        <input
          type="search"
          aria-label={`Search ${whose}`}
          placeholder={`Search ${whose}…`}
          value={form.q}
          onChange={(event) => change('q', event.target.value)}
          maxLength={200}
          enterKeyHint="search"
          autoFocus
          className={FIELD_CLASS}
        />
        <SearchFilters form={form} onChange={change} />
      </form>
      {'error' in parsed ? (
        <p role="alert" className="text-sm text-red-700">
          {parsed.error}
        </p>
      ) : (
        <SearchResults search={search} />
      )}
    </main>
  );
}
