import { useSyncExternalStore } from 'react';

const KEY = 'attune_selected_profile';
const SHOWN_KEY = 'attune_shown_profile';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the choice lasts until the page is left
  }
}

let selected = read();

/** The journal this browser last chose, kept across reloads; every tab follows a change made in another. */
export const profileSelection = {
  get: () => selected,
  set(profileId: string | null) {
    selected = profileId;
    try {
      if (profileId) localStorage.setItem(KEY, profileId);
      else [KEY, SHOWN_KEY].forEach((key) => localStorage.removeItem(key));
    } catch {
      // storage blocked: kept in memory only
    }
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== KEY) return;
      selected = event.newValue;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export const useSelectedProfileId = () => useSyncExternalStore(profileSelection.subscribe, profileSelection.get);

/**
 * The journal this browser showed last, chosen or not, so a returning page can ask for its feed in
 * the first batch, before the profiles arrive to say which one it is; clearing the selection (sign
 * out) forgets it too.
 */
export const lastShownProfile = {
  get(): string | null {
    try {
      return localStorage.getItem(SHOWN_KEY);
    } catch {
      return null;
    }
  },
  remember(profileId: string) {
    try {
      localStorage.setItem(SHOWN_KEY, profileId);
    } catch {
      // storage blocked: the next page asks for the feed once the profiles arrive
    }
  },
};
