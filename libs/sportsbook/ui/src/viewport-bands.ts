/**
 * An element becomes near within one screen of the viewport, so rows are complete before a
 * scroll or a Tab brings them in, and rests again only beyond two screens: a row whose height
 * changes with an update (odds wrapping, a period name) shifts its neighbours a little, and
 * without that gap a row on the edge would flip with every update (tools/bench/README.md).
 */
export const ENTER_SCREENS = 1;
export const LEAVE_SCREENS = 2;

type Listener = (entry: IntersectionObserverEntry) => void;

interface SharedObserver {
  observer: IntersectionObserver;
  listeners: Map<Element, Listener>;
}

/** One observer per margin for every element: a thousand observers cost more than one with a thousand targets. */
const shared = new Map<number, SharedObserver>();

/** Tells `listener` when `element` crosses the band of `screens` screens around the viewport; answers how to stop. */
export function observe(element: Element, screens: number, listener: Listener): () => void {
  let entry = shared.get(screens);
  if (!entry) {
    const listeners = new Map<Element, Listener>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const item of entries) listeners.get(item.target)?.(item);
      },
      { rootMargin: `${screens * 100}% 0px` },
    );
    entry = { observer, listeners };
    shared.set(screens, entry);
  }
  const { observer, listeners } = entry;
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    listeners.delete(element);
  };
}
