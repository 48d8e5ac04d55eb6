import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { WALKTHROUGH } from '../../../shared/domain/walkthrough-placement';
import { findWalkthroughTarget, WALKTHROUGH_STEPS, type WalkthroughStep } from './walkthroughSteps';

type Direction = 1 | -1;

export interface ShownStep {
  /** The steps whose targets are on the page: 'Step n of N' counts these. */
  steps: readonly WalkthroughStep[];
  index: number;
  element: HTMLElement;
}

function isPresent(step: WalkthroughStep) {
  if (findWalkthroughTarget(step.target)) return true;
  // A viewer has no eye button, a page may lack the aura: the tour goes on without them.
  console.warn(`Walkthrough: skipping "${step.title}": nothing on the page has data-walkthrough="${step.target}".`);
  return false;
}

/** The wanted step among those still on the page, or the next present one in the direction of travel. */
function resolveStep(steps: readonly WalkthroughStep[], index: number, direction: Direction) {
  const present = steps.filter(isPresent);
  const onward = direction === 1 ? steps.slice(index) : steps.slice(0, index + 1).reverse();
  const step = onward.find((candidate) => present.includes(candidate));
  return { steps: present, index: step ? present.indexOf(step) : -1 };
}

/**
 * The tour's steps and timing (spec 2.12, 9): each step is shown after a 100 ms measuring delay
 * (layout settles, then its target is looked up), Next, Previous and finishing wait 150 ms.
 * `leaving` is true from a move until the next step shows, and ignores further presses meanwhile.
 */
export function useWalkthroughTour(onFinish: () => void) {
  const [wanted, setWanted] = useState<{ index: number; direction: Direction }>({ index: 0, direction: 1 });
  const [shown, setShown] = useState<ShownStep | null>(null);
  const [leaving, setLeaving] = useState(false);
  const steps = useRef<readonly WalkthroughStep[]>(WALKTHROUGH_STEPS);
  const finished = useRef(false);
  const whenFinished = useRef(onFinish);
  useLayoutEffect(() => {
    whenFinished.current = onFinish;
  });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    setLeaving(true);
    later(() => whenFinished.current(), WALKTHROUGH.stepDelayMs);
  }, [later]);

  useEffect(() => {
    later(() => {
      const next = resolveStep(steps.current, wanted.index, wanted.direction);
      steps.current = next.steps;
      const element = next.steps[next.index] && findWalkthroughTarget(next.steps[next.index]!.target);
      if (!element) return finish();
      setShown({ steps: next.steps, index: next.index, element });
      setLeaving(false);
    }, WALKTHROUGH.measuringDelayMs);
  }, [wanted, later, finish]);

  const move = (direction: Direction) => {
    if (!shown || leaving || finished.current) return;
    const index = shown.index + direction;
    if (index < 0) return;
    if (index >= shown.steps.length) return finish();
    setLeaving(true);
    later(() => setWanted({ index, direction }), WALKTHROUGH.stepDelayMs);
  };

  return { shown, leaving, next: () => move(1), previous: () => move(-1), finish };
}
