import { useState } from 'react';

const KEY = 'attune-timeline-performance-mode';

/** Performance Mode (the default) or Visual Mode, remembered in this browser. */
export function usePerformanceMode() {
  const [performance, setState] = useState(() => localStorage.getItem(KEY) !== 'false');
  const setPerformance = (on: boolean) => {
    localStorage.setItem(KEY, String(on));
    setState(on);
  };
  return { performance, setPerformance };
}
