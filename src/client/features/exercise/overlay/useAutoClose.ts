import { useEffect, useRef, useState } from 'react';
import { AUTO_CLOSE_SECONDS } from '../../../../shared/domain/eye-exercise';

declare global {
  interface Window {
    /** Tests only: a shorter auto-close, set before the overlay opens. */
    __attuneExerciseClock?: { autoCloseSeconds?: number };
  }
}

/** Seconds left before the overlay closes itself (10 minutes from `running`), calling `onExpire` at zero. */
export function useAutoClose(running: boolean, onExpire: () => void) {
  const [total] = useState(() => window.__attuneExerciseClock?.autoCloseSeconds ?? AUTO_CLOSE_SECONDS);
  const [left, setLeft] = useState(total);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + total * 1000;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        expire.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [running, total]);
  return left;
}
