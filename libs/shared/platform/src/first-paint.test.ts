import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_CAP_MS, type PaintingWindow } from './first-paint';

type Entries = { name: string }[];

/** A window whose paints, frames and timers the test gives out. */
function fakeWindow({ visible = true, paintTiming = true } = {}) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: { report: (entries: Entries) => void; disconnected: boolean; options?: unknown }[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = paintTiming ? ['paint', 'mark'] : ['mark'];
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: { getEntriesByName(name: string): Entries }) => void) {
      this.record = {
        report: (entries) => callback({ getEntriesByName: (name) => entries.filter((entry) => entry.name === name) }),
        disconnected: false,
      };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win: PaintingWindow = {
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
    MessageChannel,
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => {
      if (ms === FIRST_PAINT_CAP_MS) timers.push(callback);
    },
  };
  return { win, frames, timers, observers };
}

/** Whether the promise has settled, after the tasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('afterFirstPaint (issue 16: what the first paint does not need waits for it)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("waits for the browser's report of the first contentful paint, not the first paint", async () => {
    const { win, observers } = fakeWindow();
    const wait = afterFirstPaint(win);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    expect(await settled(wait)).toBe(false);
    observers[0]?.report([{ name: 'first-paint' }]);
    expect(await settled(wait)).toBe(false);
    observers[0]?.report([{ name: 'first-contentful-paint' }]);
    expect(await settled(wait)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('is one wait per page: a later caller shares it, settled or not', async () => {
    const { win, observers } = fakeWindow();
    const first = afterFirstPaint(win);
    expect(afterFirstPaint(win)).toBe(first);
    observers[0]?.report([{ name: 'first-contentful-paint' }]);
    await first;
    expect(afterFirstPaint(win)).toBe(first);
    expect(observers).toHaveLength(1);
  });

  it('without Paint Timing, waits for the next animation frame', async () => {
    const { win, frames, observers } = fakeWindow({ paintTiming: false });
    const wait = afterFirstPaint(win);
    expect(observers).toHaveLength(0);
    expect(await settled(wait)).toBe(false);
    frames.splice(0).forEach((frame) => frame());
    expect(await settled(wait)).toBe(true);
  });

  it('on a hidden page, which paints nothing, waits one task only', async () => {
    const { win, frames, observers } = fakeWindow({ visible: false });
    expect(await settled(afterFirstPaint(win))).toBe(true);
    expect(frames).toHaveLength(0);
    expect(observers).toHaveLength(0);
  });

  it(`gives up waiting after ${FIRST_PAINT_CAP_MS} ms when no paint is reported`, async () => {
    const { win, timers } = fakeWindow();
    const wait = afterFirstPaint(win);
    expect(await settled(wait)).toBe(false);
    timers.splice(0).forEach((timer) => timer());
    expect(await settled(wait)).toBe(true);
  });
});
