import { createMainThreadYield, type YieldingWindow } from './main-thread';
import { createDocumentVisibility, type VisibilityDocument } from './page-visibility';

/**
 * The longest wait for the browser's report of the first contentful paint: a page that never
 * paints text or an image (none of ours) still gets what waits for it.
 */
export const FIRST_PAINT_CAP_MS = 3_000;

/** The parts of `window` the wait uses (no DOM global is touched here). */
export interface PaintingWindow extends YieldingWindow {
  readonly document: VisibilityDocument;
  /** Paint Timing; absent (or without 'paint') where the browser reports no paints. */
  readonly PerformanceObserver?: typeof PerformanceObserver;
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** One wait per page: every part that asks shares it, and a part asking later gets it settled. */
const waits = new WeakMap<PaintingWindow, Promise<void>>();

/** Resolves when the browser reports the first contentful paint (once that frame is on screen). */
function contentfulPaint(Observer: typeof PerformanceObserver): Promise<void> {
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    // buffered: a paint reported before the wait began counts.
    observer.observe({ type: 'paint', buffered: true });
  });
}

async function waitForFirstPaint(win: PaintingWindow): Promise<void> {
  // A hidden page paints nothing: there the wait is one task.
  if (createDocumentVisibility(win.document).isVisible()) {
    const Observer = win.PerformanceObserver;
    const reported = Observer?.supportedEntryTypes?.includes('paint') === true;
    await Promise.race([
      // Without Paint Timing, a task started from the next animation frame runs after that frame.
      reported ? contentfulPaint(Observer) : new Promise<void>((resolve) => win.requestAnimationFrame(resolve)),
      new Promise<void>((resolve) => win.setTimeout(resolve, FIRST_PAINT_CAP_MS)),
    ]);
  }
  await createMainThreadYield(win)();
}

/**
 * Resolves in a task after the page's first contentful paint is on screen (issue 16). What nobody
 * needs for that paint (hidden dialogs, feeds' first requests, the ad-blocker check, the live
 * media list) waits for it, so that its requests, scripts and renders do not hold the paint up:
 * tools/bench/README.md "Lighthouse".
 */
export function afterFirstPaint(win: PaintingWindow): Promise<void> {
  let wait = waits.get(win);
  if (!wait) {
    wait = waitForFirstPaint(win);
    waits.set(win, wait);
  }
  return wait;
}
