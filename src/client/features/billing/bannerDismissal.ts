import { useState } from 'react';

const KEY = 'usage_banner_dismissed';

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The thresholds the usage banner was dismissed at, for this browser tab's session. */
export function useBannerDismissal() {
  const [dismissed, setDismissed] = useState(read);
  const dismiss = (thresholds: string[]) => {
    sessionStorage.setItem(KEY, JSON.stringify(thresholds));
    setDismissed(thresholds);
  };
  return { dismissed, dismiss };
}
