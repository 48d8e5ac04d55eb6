import { useSyncExternalStore } from 'react';

/**
 * The browser's address as the app's pages read it, and the one way to change it. React Router
 * took 13 KB of every page's first download for what this app uses of it: flat paths, one layout,
 * links, redirects and a state carried with a navigation.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** New with each navigation, even to the same address: what is drawn from the location is drawn again. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

const NAVIGATED = 'attune:navigated';
let current: Location | null = null;

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr: state = null, key = 'default' } = (window.history.state ?? {}) as { usr?: unknown; key?: string };
  if (current && current.key === key && current.pathname === pathname && current.search === search && current.hash === hash) return current;
  current = { pathname, search, hash, state, key };
  return current;
}

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATED, listener);
  };
}

/** Goes to `to` (a path on this site), adding to the history or, with `replace`, in place of the page. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}) {
  // `usr` and `key` are where React Router kept them, so a history entry from before reads the same.
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  window.dispatchEvent(new Event(NAVIGATED));
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, readLocation);
}

export function useNavigate(): typeof navigate {
  return navigate;
}
