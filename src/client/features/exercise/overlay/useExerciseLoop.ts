import { useEffect, useRef } from 'react';
import { clockElapsed, pauseClock, pausedClock, resumeClock } from '../../../../shared/domain/eye-exercise-schedule';

/**
 * Calls `onFrame` with the exercise's running time (pauses excluded) on every animation frame
 * while `playing`. The frame work writes to the page directly (a transform, a pan): no React
 * state changes per frame.
 */
export function useExerciseLoop(playing: boolean, onFrame: (elapsedMs: number) => void) {
  const clock = useRef(pausedClock());
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });

  useEffect(() => {
    if (!playing) return;
    clock.current = resumeClock(clock.current, performance.now());
    let frame = requestAnimationFrame(function tick(now) {
      latest.current(clockElapsed(clock.current, now));
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      clock.current = pauseClock(clock.current, performance.now());
    };
  }, [playing]);
}
