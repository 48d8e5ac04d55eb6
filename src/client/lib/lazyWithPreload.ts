import { type ComponentProps, type ComponentType, createElement, lazy, useEffect, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component
type AnyComponent = ComponentType<any>;

/**
 * A component from its own chunk, fetched when first drawn or earlier through `preload` (on
 * intent or when the browser is idle), so the pages that do not show it never download it.
 *
 * One already downloaded is drawn at once rather than through React.lazy, which suspends on its
 * first render even then: a suspension however short shows the fallback, and React then holds the
 * content back until 300 ms after it (its reveal throttle), which made the journal's tiles wait
 * 300 ms on a cold load. Each instance keeps the way it was first drawn, so nothing remounts.
 */
export function lazyWithPreload<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ComponentProps<M[K]>> & { preload: () => Promise<M> } {
  let loaded: M[K] | null = null;
  let loading: Promise<M> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        loading = null; // a later preload or draw tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: (await preload())[name] }));
  function Preloadable(props: ComponentProps<M[K]>) {
    const [Component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload });
}

/** Fetches what a page may soon need once the browser has drawn the page and has nothing else to do. */
export function preloadWhenIdle(...loads: (() => Promise<unknown>)[]) {
  const start = () => loads.forEach((load) => void load().catch(() => {}));
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}

/** False until the browser has drawn the page and is idle: for parts that should not hold up the first view. */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => preloadWhenIdle(async () => setIdle(true)), []);
  return idle;
}
