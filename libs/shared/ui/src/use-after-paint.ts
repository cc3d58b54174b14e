import { useEffect, useState } from 'react';
import { createDocumentVisibility, createMainThreadYield } from '@bet/platform';

/** Set once a frame has been painted after the first render; a part mounted later need not wait. */
let painted = false;

/**
 * Runs `done` in a task after the next frame is painted: a task started from an animation frame
 * callback runs after that frame. A hidden page paints no frames, so there it is the next task.
 */
function afterNextPaint(done: () => void): () => void {
  let active = true;
  const yieldToMain = createMainThreadYield(window);
  const next = () => void yieldToMain().then(() => active && done());
  if (!createDocumentVisibility(document).isVisible()) {
    next();
    return () => (active = false);
  }
  const frame = requestAnimationFrame(next);
  return () => {
    active = false;
    cancelAnimationFrame(frame);
  };
}

/**
 * False until the frame that shows the page's first render has been painted, then true (issue
 * 16). A part nobody sees at first (the dialogs' hosts, the floating player, the footer's remote
 * part) renders behind it, so that loading and running its chunk does not hold up the first paint:
 * tools/bench/README.md "Lighthouse". Once that frame is painted, a part mounted later is true at once.
 */
export function useAfterPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    return afterNextPaint(() => {
      painted = true;
      setDone(true);
    });
  }, [done]);
  return done;
}
