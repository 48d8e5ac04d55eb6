import { useNavigate } from 'react-router';

// The search page's chunk, fetched as the box is focused so it opens without a wait.
const preloadSearch = () => void import('../search/SearchPage').catch(() => {});

/** The feed's search box (issue 36): Enter opens the search page with the words typed. */
export function FeedSearchBox() {
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="min-w-40 flex-1 sm:max-w-xs"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(`/search?${new URLSearchParams({ q: String(new FormData(event.currentTarget).get('q')) })}`);
      }}
    >
      <input
        type="search"
        name="q"
        aria-label="Search entries"
        placeholder="Search entries…"
        enterKeyHint="search"
        maxLength={200}
        onFocus={preloadSearch}
        className="min-h-9 w-full rounded-full border border-slate-300 px-3.5 text-sm max-md:tap-target"
      />
    </form>
  );
}
