import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/**
 * Whether the browser has a connection, as React Query sees it (from the 'online' and 'offline'
 * events): the same answer that pauses its queries and resumes them when the connection is back.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => onlineManager.isOnline());
}
