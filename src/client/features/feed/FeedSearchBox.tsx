import { Link } from '../../lib/router';

/**
 * The feed's search box (issue 36): a link that looks like one and opens the search page, where
 * the box takes the words. The main screen carries no more of search than this.
 */
export function FeedSearchBox() {
  return (
    <Link to="/search" className="relative min-h-9 max-w-xs flex-1 rounded-full border border-slate-300 px-3.5 py-1.5 text-sm text-slate-600 max-md:tap-target">
      Search entries…
    </Link>
  );
}
