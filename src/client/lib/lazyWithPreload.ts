import { type ComponentType, lazy, type LazyExoticComponent, useEffect, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component
type AnyComponent = ComponentType<any>;

/**
 * A component from its own chunk, fetched when first drawn or earlier through `preload` (on
 * intent or when the browser is idle), so the pages that do not show it never download it.
 */
export function lazyWithPreload<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> & { preload: () => Promise<M> } {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
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
