import { useEffect, useState } from 'react';

/** Set once a frame has been painted after the first render; a part mounted later need not wait. */
let painted = false;

/**
 * Runs `done` in a task after the next frame is painted: a task posted from an animation frame
 * callback runs after that frame. A hidden page paints no frames, so there it is the next task.
 */
function afterNextPaint(done: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    done();
  };
  if (document.visibilityState !== 'visible') {
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
  return () => {
    cancelAnimationFrame(frame);
    channel.port1.close();
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
