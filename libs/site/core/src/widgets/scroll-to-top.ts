import { SCROLL_TO_TOP_SCREENS } from './constants';

/**
 * Spec 02 §9 "Scroll-to-top threshold ... 1 desktop": the button shows once the page is
 * scrolled further than that many screens (viewport heights).
 */
export function isScrollToTopShown(scrollY: number, viewportHeight: number, screens = SCROLL_TO_TOP_SCREENS): boolean {
  return viewportHeight > 0 && scrollY > viewportHeight * screens;
}
