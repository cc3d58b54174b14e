import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * An element becomes near within one screen of the viewport, so rows are complete before a
 * scroll or a Tab brings them in, and rests again only beyond two screens: a row whose height
 * changes with an update (odds wrapping, a period name) shifts its neighbours a little, and
 * without that gap a row on the edge would flip with every update (tools/bench/README.md).
 */
const ENTER_SCREENS = 1;
const LEAVE_SCREENS = 2;

type Listener = (entry: IntersectionObserverEntry) => void;

interface SharedObserver {
  observer: IntersectionObserver;
  listeners: Map<Element, Listener>;
}

/** One observer per margin for every row: a thousand observers cost more than one with a thousand targets. */
const shared = new Map<number, SharedObserver>();

function observe(element: Element, screens: number, listener: Listener): () => void {
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

function isNear(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const screen = window.innerHeight;
  return rect.bottom >= -ENTER_SCREENS * screen && rect.top <= (1 + ENTER_SCREENS) * screen;
}

export interface NearViewport<T extends Element> {
  /** A callback ref: the element is observed while it is attached, a new element as it comes. */
  ref: RefCallback<T>;
  /** Within a screen of the viewport (until it is two screens away), or holding the focus. Always true without IntersectionObserver (jsdom). */
  near: boolean;
  /** The element's height when it last left: what a resting element keeps, so the scrollbar stays put. */
  restingHeight: number | undefined;
}

/**
 * Whether an element is near the viewport. A long list renders its far rows resting (no data
 * that moves, no subscriptions that change), so an update re-renders only what can be seen soon.
 */
export function useNearViewport<T extends Element>(): NearViewport<T> {
  const [state, setState] = useState<{ near: boolean; restingHeight: number | undefined }>(() => ({
    near: typeof IntersectionObserver === 'undefined',
    restingHeight: undefined,
  }));
  // The state as last set, read by the observers: an element whose state does not change must
  // not call setState at all, or React may commit an empty render after an update moved rows.
  const nearNow = useRef(state.near);
  // A callback ref rather than an effect: a row that renders nothing for a while (its game
  // briefly missing) comes back as a new element, which must be observed in its turn.
  const ref = useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    // One observer at a time: a resting element waits to enter, a near one to leave. Every
    // observed target costs the browser work in each frame, and a list has a thousand.
    let stopWatching: (() => void) | undefined;
    const watch = (near: boolean) => {
      stopWatching?.();
      stopWatching = near
        ? observe(element, LEAVE_SCREENS, (entry) => {
            // A focused row stays complete: resting would remove the control under the focus; an
            // element taken out of the page reports no intersection and must not rest the row.
            if (entry.isIntersecting || !element.isConnected || element.contains(document.activeElement)) return;
            set(false, entry.boundingClientRect.height);
          })
        : observe(element, ENTER_SCREENS, (entry) => {
            if (entry.isIntersecting) set(true);
          });
    };
    /** Records a change of state; answers whether there was one. */
    const record = (near: boolean, restingHeight?: number) => {
      if (nearNow.current === near) return false;
      nearNow.current = near;
      setState({ near, restingHeight });
      return true;
    };
    const set = (near: boolean, restingHeight?: number) => {
      if (record(near, restingHeight)) watch(near);
    };
    // Measured as the element is attached, so rows on screen are complete in the first paint.
    if (!nearNow.current && isNear(element)) record(true);
    watch(nearNow.current);
    return () => stopWatching?.();
  }, []);
  return { ref, ...state };
}
