import { useEffect } from 'react';
import { signedInHint } from '../features/auth/signedInHint';
import { trpc } from '../lib/trpc';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { HomePage, OnboardingPage } from './pages';

export const SignedInLayout = lazyWithPreload(() => import('./SignedInLayout'), 'SignedInLayout');

/**
 * While the session is checked, fetch what the likelier answer shows: for a browser that was
 * signed in, the journal's code and the data its quick-add tiles wait for (the profile and the
 * saved buttons, asked in the same batch as the session); otherwise the welcome screen's code.
 */
export function usePrefetchLikelyPage(checking: boolean) {
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!checking) return;
    if (!signedInHint.wasSignedIn()) {
      void OnboardingPage.preload();
      return;
    }
    void SignedInLayout.preload();
    void HomePage.preload();
    void utils.profiles.list.prefetch();
    void utils.preferences.quickAddButtons.prefetch(undefined, { staleTime: Infinity });
  }, [checking, utils]);
}
