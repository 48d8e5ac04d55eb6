import { useEffect } from 'react';
import { signedInHint } from '../features/auth/signedInHint';
import { lastShownProfile } from '../features/profiles/profileSelection';
import { trpc } from '../lib/trpc';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { HomePage, OnboardingPage } from './pages';

export const SignedInLayout = lazyWithPreload(() => import('./SignedInLayout'), 'SignedInLayout');

/**
 * For a browser that was signed in, the journal's code, run (or failed, or `capMs` gone by). Its
 * chunks are already on their way (the signed-in preload script), and its first batch of data may
 * be in before them (issue 39: sent early); drawn before the code had run, the journal suspended on
 * it, and React held the whole screen back 300 ms after the fallback (its reveal throttle).
 */
export function likelyPageCodeLoaded(capMs: number): Promise<unknown> {
  if (!signedInHint.wasSignedIn()) return Promise.resolve();
  return Promise.race([Promise.allSettled([SignedInLayout.preload(), HomePage.preload()]), new Promise((done) => setTimeout(done, capMs))]);
}

/**
 * While the session is checked, fetch what the likelier answer shows: for a browser that was
 * signed in, in the same batch as the session, the data its journal's first screen
 * waits for (the profiles, the saved buttons, the plan's usage and, for the journal this browser
 * showed last, its first feed page, timeline and insights); otherwise the welcome screen's code. A
 * journal no longer there only answers NOT_FOUND to its prefetch, which nothing shows.
 */
export function usePrefetchLikelyPage(checking: boolean) {
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!checking) return;
    if (!signedInHint.wasSignedIn()) {
      void OnboardingPage.preload();
      return;
    }
    // The journal's code is already coming: main.tsx waits for it (likelyPageCodeLoaded).
    void utils.profiles.list.prefetch();
    void utils.preferences.quickAddButtons.prefetch(undefined, { staleTime: Infinity });
    void utils.billing.usage.prefetch();
    const profileId = lastShownProfile.get();
    if (profileId === null) return;
    void utils.entries.list.prefetchInfinite({ profileId, type: null }, { staleTime: 30_000 });
    void utils.entries.timeline.prefetch({ profileId }, { staleTime: 30_000 });
    void utils.insights.overview.prefetch({ profileId }, { staleTime: 30_000 });
  }, [checking, utils]);
}
