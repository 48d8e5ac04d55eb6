import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { toasterDemand } from './toast';

export const LoadedToaster = lazyWithPreload(() => import('./LoadedToaster'), 'LoadedToaster');

/** The Toaster, mounted with the first toast (see showToast). */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isRequested);
  return (
    requested && (
      <Suspense fallback={null}>
        <LoadedToaster />
      </Suspense>
    )
  );
}
