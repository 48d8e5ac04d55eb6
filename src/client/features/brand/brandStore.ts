import { useSyncExternalStore } from 'react';
import { type Brand, DEFAULT_BRAND } from '../../../shared/domain/brand';

const KEY = 'brandPreference';
const listeners = new Set<() => void>();
let shown: Brand | null = DEFAULT_BRAND;

/** A brand's logo: its emoji as a Twemoji picture (public/brands/{id}.svg), the same on every device. */
export const brandLogoUrl = (brand: Brand) => `/brands/${brand.id}.svg`;

/** The header's tile, the line under it, the page's wash (styles.css) and the browser's bar take these colours. */
function show(brand: Brand) {
  shown = brand;
  const root = document.documentElement.style;
  root.setProperty('--brand-from', brand.primaryColor);
  root.setProperty('--brand-to', brand.secondaryColor);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.primaryColor);
  for (const listener of listeners) listener();
}

function savedId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the default look
  }
}

// The other 22 brands stay out of the first view: a saved choice loads their list, and until then
// the header shows no brand rather than flashing the default one.
const saved = savedId();
if (saved && saved !== DEFAULT_BRAND.id) {
  shown = null;
  import('../../../shared/domain/brands').then(({ brandById }) => show(brandById(saved)), () => show(DEFAULT_BRAND));
} else {
  show(DEFAULT_BRAND);
}

/** Spec 3, 'Local browser storage': the brand chosen in this browser (brandPreference = its id). */
export const brandStore = {
  get: () => shown,
  choose: (brand: Brand) => {
    try {
      localStorage.setItem(KEY, brand.id);
    } catch {
      // not remembered, still shown
    }
    show(brand);
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The brand on show; null for the moment a saved one takes to load. */
export function useBrand() {
  return useSyncExternalStore(brandStore.subscribe, brandStore.get);
}
