import { useEffect, type RefObject } from 'react';

/**
 * Keeps a sticky column within the viewport. CSS alone caps it at the viewport less its sticky
 * gaps, which is right once it sticks; at the top of the page it starts below the header, and its
 * end (the place button) would sit under the fold. So the cap follows where the column starts:
 * the viewport height less its top (at least the sticky gap, its CSS `top`) and the same gap
 * below. Written to the element's style on scroll and resize, one frame at a time, with no React
 * render; `shown` says when the element is rendered.
 */
export function useFitToViewport(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return undefined;
    const gapPx = Number.parseFloat(getComputedStyle(element).top) || 0;
    let frame = 0;
    const fit = () => {
      frame = 0;
      const top = Math.max(element.getBoundingClientRect().top, gapPx);
      element.style.maxHeight = `${Math.max(0, window.innerHeight - top - gapPx)}px`;
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(fit);
    };
    fit();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
      element.style.maxHeight = '';
    };
  }, [ref, shown]);
}
