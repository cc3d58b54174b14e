import { createContext, useCallback, useState, type RefCallback } from 'react';
import { ENTER_SCREENS, observe } from './viewport-bands';

/**
 * Rows watched as one while they are far: a championship's list. Every observed element costs
 * the browser work in each frame that changes the layout (on the live page 25-55 ms per update
 * at 4x CPU for 1,000 rows, issue 16), so a resting row waits for its group to come within a
 * screen before it watches on its own.
 */
export interface NearGroup {
  /** Calls `listener` with whether the group is within a screen of the viewport: now if known, then on every change. */
  follow(listener: (near: boolean) => void): () => void;
}

/** The group a row is in; none outside a group, where a row watches on its own. */
export const NearGroupContext = createContext<NearGroup | null>(null);

interface ReportingGroup extends NearGroup {
  report(near: boolean): void;
}

function createNearGroup(): ReportingGroup {
  // Unknown until the observer first reports, which it does for every element it starts to observe.
  let near: boolean | undefined;
  const listeners = new Set<(near: boolean) => void>();
  return {
    follow(listener) {
      listeners.add(listener);
      if (near !== undefined) listener(near);
      return () => listeners.delete(listener);
    },
    report(now) {
      if (now === near) return;
      near = now;
      for (const listener of [...listeners]) listener(now);
    },
  };
}

/** A group for the rows inside the element given `ref`: provide `group` with `NearGroupContext`. */
export function useNearGroup<T extends Element>(): { ref: RefCallback<T>; group: NearGroup } {
  const [group] = useState(createNearGroup);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      return observe(element, ENTER_SCREENS, (entry) => group.report(entry.isIntersecting));
    },
    [group],
  );
  return { ref, group };
}
