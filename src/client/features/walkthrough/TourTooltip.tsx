import * as Dialog from '@radix-ui/react-dialog';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Placement, placeTooltip, type Size, WALKTHROUGH } from '../../../shared/domain/walkthrough-placement';
import { Button } from '../../ui/Button';
import { prefersReducedMotion, type TargetView } from './useTargetBox';
import type { WalkthroughStep } from './walkthroughSteps';

const ARROW_HALF = 7;
// A tooltip below its target has its pointer on its top edge, placed along it from the left.
const FACING = { bottom: 'top', top: 'bottom', right: 'left', left: 'right' } as const;
const ALONG = { bottom: 'left', top: 'left', right: 'top', left: 'top' } as const;

/** The small diamond on the tooltip's edge that faces the target, pointing at its centre. */
const arrowStyle = ({ side, arrow }: Placement): CSSProperties => ({
  [FACING[side]]: 1 - ARROW_HALF,
  [ALONG[side]]: arrow - ARROW_HALF,
  transform: 'rotate(45deg)',
});

/**
 * The tour's card: the step's title and text, where it is in the tour, and its buttons. Placed
 * first with the spec's estimate of its size, then (before it is painted) with its measured size.
 */
export function TourTooltip({
  step,
  position,
  view,
  leaving,
  onPrevious,
  onNext,
  onSkip,
}: {
  step: WalkthroughStep;
  position: { n: number; of: number };
  view: TargetView;
  leaving: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSkip: () => void;
}) {
  const card = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const [size, setSize] = useState<Size>(WALKTHROUGH.tooltipEstimate);
  useLayoutEffect(() => {
    const { offsetWidth: width, offsetHeight: height } = card.current!;
    setSize((current) => (current.width === width && current.height === height ? current : { width, height }));
  }, [step, view.viewport.width]);
  // Each step puts the focus on its way forward, so Enter goes on through the tour.
  useEffect(() => primary.current?.focus({ preventScroll: true }), [step]);
  const placement = placeTooltip(view.target, size, view.viewport);
  const last = position.n === position.of;

  return (
    <Dialog.Content
      ref={card}
      aria-modal
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        primary.current?.focus({ preventScroll: true });
      }}
      onInteractOutside={(event) => event.preventDefault()}
      style={{
        top: placement.top,
        left: placement.left,
        width: `min(${WALKTHROUGH.tooltipEstimate.width}px, 100vw - ${2 * WALKTHROUGH.marginPx}px)`,
        // Inline, as the tour's rarer styles are: the stylesheet every page loads stays as it was.
        transition: prefersReducedMotion() ? undefined : `opacity ${WALKTHROUGH.stepDelayMs}ms`,
      }}
      className={`fixed z-50 rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 focus:outline-none ${leaving ? 'opacity-0' : ''}`}
    >
      {placement.beside && <span aria-hidden className="absolute size-3.5 bg-white" style={arrowStyle(placement)} />}
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold text-teal-700">
          Step {position.n} of {position.of}
        </p>
        <button
          type="button"
          onClick={onSkip}
          className="relative rounded-lg px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 max-md:tap-target"
        >
          Skip tour
        </button>
      </div>
      <Dialog.Title className="mt-1 text-lg font-bold text-slate-900">{step.title}</Dialog.Title>
      <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-slate-600">{step.content}</Dialog.Description>
      <div className="mt-4 flex justify-end gap-2">
        {position.n > 1 && (
          <Button variant="secondary" onClick={onPrevious}>
            Previous
          </Button>
        )}
        <Button ref={primary} onClick={onNext}>
          {last ? 'Got it!' : 'Next'}
        </Button>
      </div>
    </Dialog.Content>
  );
}
