import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` when the element comes within `margin` of the viewport (IntersectionObserver),
 * so a long grid draws its next rows before the player reaches them. Where the browser has no
 * observer (old browsers, jsdom) nothing fires: the element is a button the player can press.
 */
export function useNearViewport<E extends Element>(onNear: () => void, enabled: boolean, margin = '600px') {
  const ref = useRef<E>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
