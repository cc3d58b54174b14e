import { ScrollToTopButton } from './scroll-to-top-button';
import { useScrollToTop } from './use-scroll-to-top';

export interface ScrollToTopProps {
  /** Id of a focusable element (tabIndex -1 will do) at the top of the page. */
  topId: string;
}

/** The scroll-to-top button bound to the window. */
export function ScrollToTop({ topId }: ScrollToTopProps) {
  const { visible, scrollToTop } = useScrollToTop(topId);
  return <ScrollToTopButton visible={visible} onClick={scrollToTop} />;
}
