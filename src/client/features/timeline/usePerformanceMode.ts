import { useState } from 'react';

const KEY = 'attune-timeline-performance-mode';

/** Performance Mode (the default) or Visual Mode, remembered in this browser. */
export function usePerformanceMode() {
  const [performance, setPerformance] = useState(() => localStorage.getItem(KEY) !== 'false');
  const toggle = () =>
    setPerformance((current) => {
      localStorage.setItem(KEY, String(!current));
      return !current;
    });
  return { performance, toggle };
}
