import { useEffect, type RefObject } from 'react';

/**
 * Reports whether an element is on screen: IntersectionObserver where the browser has it, else
 * "on screen while rendered". Reports false when the element leaves the page.
 */
export function useOnScreen(ref: RefObject<Element | null>, isRendered: boolean, report: (onScreen: boolean) => void) {
  useEffect(() => {
    const element = ref.current;
    if (!isRendered || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      report(true);
      return () => report(false);
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) report(entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      report(false);
    };
  }, [ref, isRendered, report]);
}
