import { useSyncExternalStore } from 'react';
import { isMobileExercise } from '../../../../shared/domain/eye-exercise';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const onMotionChange = (listener: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** Whether the person asked their system for less motion. */
export const useReducedMotion = () => useSyncExternalStore(onMotionChange, () => window.matchMedia(REDUCED_MOTION).matches);

const onResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** The exercise's mobile form: a phone, or a narrow window. */
export const useMobileExercise = () => useSyncExternalStore(onResize, () => isMobileExercise(window.innerWidth, navigator.userAgent));
