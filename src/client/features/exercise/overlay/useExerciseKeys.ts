import { useEffect, useRef } from 'react';

type Keys = { onSpace: () => void; onInfo: () => void; onPhase: () => void; onColours: () => void };

/** Space, I, P and C while the exercise runs (Escape goes through the dialog). */
export function useExerciseKeys(keys: Keys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return; // the overlay has no text field
      const action = { ' ': latest.current.onSpace, i: latest.current.onInfo, p: latest.current.onPhase, c: latest.current.onColours }[event.key.toLowerCase()];
      if (!action) return;
      // Space would also press the focused button: the shortcut takes it instead.
      event.preventDefault();
      if (!event.repeat) action();
    };
    const holdSpace = (event: KeyboardEvent) => event.key === ' ' && event.preventDefault();
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', holdSpace);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', holdSpace);
    };
  }, []);
}
