import { useEffect, useState } from 'react';

/**
 * The current time, moving on every `intervalMs` and whenever the tab is shown again (timers in a
 * hidden tab are throttled), so a page left open keeps its time windows and day labels true.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const tickWhenShown = () => {
      if (document.visibilityState === 'visible') tick();
    };
    const timer = setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tickWhenShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tickWhenShown);
    };
  }, [intervalMs]);
  return now;
}
