import { useLayoutEffect, useState } from 'react';
import { type Box, type Size, WALKTHROUGH } from '../../../shared/domain/walkthrough-placement';

export interface TargetView {
  target: Box;
  viewport: Size;
  /** The target's corner radius, for a ring that follows its shape. */
  radius: number;
}

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Brings a target outside the view to just below the sticky header (whose own buttons are always
 * in view), which leaves the room below it for the tooltip.
 */
function scrollIntoViewBelowHeader(element: HTMLElement) {
  const header = document.querySelector('header');
  if (header?.contains(element)) return;
  const top = (header?.offsetHeight ?? 0) + WALKTHROUGH.marginPx;
  const box = element.getBoundingClientRect();
  if (box.top >= top && box.bottom <= window.innerHeight - WALKTHROUGH.marginPx) return;
  window.scrollTo({ top: window.scrollY + box.top - top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

function measure(element: HTMLElement): TargetView {
  const { top, left, width, height } = element.getBoundingClientRect();
  // The viewport without its scroll bar, the box the tooltip must stay inside.
  const { clientWidth, clientHeight } = document.documentElement;
  const radius = Math.min(parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0, width / 2, height / 2);
  return { target: { top, left, width, height }, viewport: { width: clientWidth, height: clientHeight }, radius };
}

const sameView = (a: TargetView | null, b: TargetView) =>
  !!a && (['top', 'left', 'width', 'height'] as const).every((key) => a.target[key] === b.target[key]) && a.viewport.width === b.viewport.width && a.viewport.height === b.viewport.height;

/** Where the element is in the viewport, followed through scrolling, resizing and changes of layout. */
export function useTargetBox(element: HTMLElement | null): TargetView | null {
  const [view, setView] = useState<TargetView | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    scrollIntoViewBelowHeader(element);
    let frame = 0;
    const update = () => {
      const next = measure(element);
      setView((current) => (sameView(current, next) ? current : next));
    };
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onChange, { capture: true, passive: true });
    window.addEventListener('resize', onChange);
    const observer = new ResizeObserver(onChange);
    observer.observe(element);
    // The page's own changes move the target without resizing it: content loading above it, or
    // the dialog's scroll lock taking the scroll bar away.
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onChange, { capture: true });
      window.removeEventListener('resize', onChange);
      observer.disconnect();
    };
  }, [element]);
  return view;
}
