import { type ButtonHTMLAttributes, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { preloadWhenIdle } from '../lib/lazyWithPreload';

export type PopupArrival = { defaultOpen: boolean; autoFocus: boolean };
export type PlaceholderProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A menu or popup whose library (Radix and its positioning) stays off the first view. Until the
 * browser is idle, or the person reaches for it, `placeholder` draws a look-alike trigger with the
 * given props; then `popup` draws the real one, already open if it was pressed, and focused if the
 * look-alike had the focus.
 */
export function DeferredPopup({ placeholder, popup }: { placeholder: (props: PlaceholderProps) => ReactNode; popup: (arrival: PopupArrival) => ReactNode }) {
  const [arrival, setArrival] = useState<PopupArrival | null>(null);
  const id = useId();
  useEffect(() => {
    const hasFocus = () => document.activeElement?.id === id;
    preloadWhenIdle(async () => setArrival((current) => current ?? { defaultOpen: false, autoFocus: hasFocus() }));
  }, [id]);
  const wake = (defaultOpen: boolean) =>
    setArrival((current) => ({
      defaultOpen: defaultOpen || Boolean(current?.defaultOpen),
      autoFocus: Boolean(current?.autoFocus) || document.activeElement?.id === id,
    }));

  const standIn = placeholder({
    id,
    type: 'button',
    'aria-expanded': false,
    onPointerEnter: () => wake(false),
    onFocus: () => wake(false),
    onClick: () => wake(true),
  });
  return arrival ? <Suspense fallback={standIn}>{popup(arrival)}</Suspense> : standIn;
}
