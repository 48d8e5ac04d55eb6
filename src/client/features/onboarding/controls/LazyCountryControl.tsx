import { type ComponentProps, Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazyWithPreload';

/** The country list and its combobox come in their own chunk, fetched while the first questions are answered. */
export const CountryCombobox = lazyWithPreload(() => import('./CountryControl'), 'CountryControl');

/** Until the combobox arrives, an empty field of its size holds its place. */
export function CountryControl(props: ComponentProps<typeof CountryCombobox>) {
  return (
    <Suspense fallback={<div aria-hidden className="min-h-12 w-full rounded-xl border border-slate-300 bg-white" />}>
      <CountryCombobox {...props} />
    </Suspense>
  );
}
