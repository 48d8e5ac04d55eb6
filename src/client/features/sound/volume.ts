import { useSyncExternalStore } from 'react';
import { DEFAULT_VOLUME } from '../../../shared/domain/sound-cue';

const KEY = 'attune-volume';
const listeners = new Set<() => void>();

function read(): { volume: number; previous: number } {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { volume: number; previous: number } | null;
    if (saved && typeof saved.volume === 'number' && typeof saved.previous === 'number') return saved;
  } catch {
    // unreadable: fall back to the default
  }
  return { volume: DEFAULT_VOLUME, previous: DEFAULT_VOLUME };
}

let state = read();

function write(next: { volume: number; previous: number }) {
  state = next;
  localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** The sound volume (0-1), remembered in this browser; muting keeps the level to return to. */
export const volumeStore = {
  get: () => state,
  set: (volume: number) => write({ volume, previous: volume > 0 ? volume : state.previous }),
  toggleMute: () => write(state.volume > 0 ? { volume: 0, previous: state.volume } : { volume: state.previous || DEFAULT_VOLUME, previous: state.previous }),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useVolume() {
  return useSyncExternalStore(volumeStore.subscribe, volumeStore.get);
}
