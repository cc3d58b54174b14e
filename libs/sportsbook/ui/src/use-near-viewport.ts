import { useCallback, useContext, useRef, useState, type RefCallback } from 'react';
import { NearGroupContext } from './near-group';
import { ENTER_SCREENS, LEAVE_SCREENS, observe } from './viewport-bands';

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
  const group = useContext(NearGroupContext);
  // A callback ref rather than an effect: a row that renders nothing for a while (its game
  // briefly missing) comes back as a new element, which must be observed in its turn.
  const ref = useCallback(
    (element: T | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      // One observer at a time: a resting element waits to enter, a near one to leave. Every
      // observed target costs the browser work in each frame, and a list has a thousand.
      let stopWatching: (() => void) | undefined;
      const watchEnter = () =>
        observe(element, ENTER_SCREENS, (entry) => {
          if (entry.isIntersecting) set(true);
        });
      // In a group, a resting row watches on its own only while its group is within a screen.
      const watchResting = () => {
        if (!group) return watchEnter();
        let stopRow: (() => void) | undefined;
        const stopGroup = group.follow((groupNear) => {
          if (groupNear) stopRow ??= watchEnter();
          else {
            stopRow?.();
            stopRow = undefined;
          }
        });
        return () => {
          stopGroup();
          stopRow?.();
        };
      };
      const watch = (near: boolean) => {
        stopWatching?.();
        stopWatching = near
          ? observe(element, LEAVE_SCREENS, (entry) => {
              // A focused row stays complete: resting would remove the control under the focus; an
              // element taken out of the page reports no intersection and must not rest the row.
              if (entry.isIntersecting || !element.isConnected || element.contains(document.activeElement)) return;
              set(false, entry.boundingClientRect.height);
            })
          : watchResting();
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
    },
    [group],
  );
  return { ref, ...state };
}
