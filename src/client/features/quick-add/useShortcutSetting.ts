import { useState } from 'react';

const KEY = 'attune-quick-add-shortcuts';

/** Whether the single-key shortcuts are on (the default), remembered in this browser (WCAG 2.1.4). */
export function useShortcutSetting() {
  const [enabled, setEnabled] = useState(() => localStorage.getItem(KEY) !== 'false');
  const change = (next: boolean) => {
    localStorage.setItem(KEY, String(next));
    setEnabled(next);
  };
  return { enabled, change };
}
