import { useCallback, useEffect, useState } from 'react';
import { isScrollToTopShown } from '@bet/site';

/**
 * Whether the scroll-to-top button shows, from the window's scroll position, and what it does:
 * scrolls to the top and moves focus to the element `topId` names (a keyboard user lands where
 * a sighted one looks, and the next Tab starts from the top of the page).
 */
export function useScrollToTop(topId: string) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(isScrollToTopShown(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  const scrollToTop = useCallback(() => {
    window.scrollTo({ top: 0 });
    document.getElementById(topId)?.focus({ preventScroll: true });
  }, [topId]);
  return { visible, scrollToTop };
}
