import { useEffect, useSyncExternalStore } from 'react';

/**
 * A module fetched in its own chunk at most once (again after a failure), and readable from
 * render once it is in: `useModule(needed)` gives it, or null while it loads, and asks for it
 * when `needed`.
 */
export function lazyModule<M>(fetchModule: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();

  const load = (): Promise<M> => {
    loading ??= fetchModule().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  function useModule(needed = true): M | null {
    const module = useSyncExternalStore(subscribe, () => loaded);
    useEffect(() => {
      if (needed && !module) void load().catch(() => {});
    }, [needed, module]);
    return module;
  }

  return { load, useModule };
}
