import { useEffect, useState } from 'react';
import { afterFirstPaint } from '@bet/platform';

/** Set once the page's first paint is behind it; a part mounted later need not wait. */
let painted = false;

/**
 * False until the page's first contentful paint is on screen, then true (issue 16; the wait is
 * @bet/platform's `afterFirstPaint`). What nobody sees at first (the dialogs' hosts, the floating
 * player, the footer's remote part) renders behind it, and the feeds ask for their data behind
 * it, so that their chunks, requests and the renders they cause do not hold the first paint up.
 * Once the page has painted, a part mounted later is true at once.
 */
export function useAfterPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    let active = true;
    void afterFirstPaint(window).then(() => {
      painted = true;
      if (active) setDone(true);
    });
    return () => {
      active = false;
    };
  }, [done]);
  return done;
}
