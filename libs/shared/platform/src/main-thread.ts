/**
 * Gives the browser a turn: resolves in a later task, after what is queued (input, rendering).
 * Work that would make one long task (a large answer parsed, then applied and rendered) becomes
 * two shorter ones (issue 16: no task over 50 ms). `createMainThreadYield` adapts the window;
 * tests pass none, so their work runs at once under a fake clock.
 */
export type YieldToMain = () => Promise<void>;

/** The parts of `window` the port uses (no DOM global is touched here). */
export interface YieldingWindow {
  /** Prioritized Task Scheduling: `scheduler.yield()` continues ahead of other queued tasks. */
  readonly scheduler?: { yield?: () => Promise<void> };
  readonly MessageChannel: typeof MessageChannel;
}

/**
 * `scheduler.yield()` where the browser has it, else a message to itself: a task of its own
 * that no fake clock holds and that is not clamped like a nested `setTimeout(0)`.
 */
export function createMainThreadYield(win: YieldingWindow): YieldToMain {
  const yieldTask = win.scheduler?.yield;
  if (typeof yieldTask === 'function') return () => yieldTask.call(win.scheduler);
  return () =>
    new Promise<void>((resolve) => {
      const channel = new win.MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
}
