import { useEffect, useRef, useState } from 'react';
import { AUTO_CLOSE_SECONDS } from '../../../../shared/domain/eye-exercise';

/** Seconds left before the overlay closes itself (10 minutes from `running`), calling `onExpire` at zero. */
export function useAutoClose(running: boolean, onExpire: () => void) {
  const [left, setLeft] = useState(AUTO_CLOSE_SECONDS);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + AUTO_CLOSE_SECONDS * 1000;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        expire.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
