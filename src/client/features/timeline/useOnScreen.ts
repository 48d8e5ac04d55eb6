import { type RefObject, useEffect, useState } from 'react';

/** Whether the element is in the viewport, so animations can pause when it is not. */
export function useOnScreen(ref: RefObject<Element | null>) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}
