import { describe, expect, it, vi } from 'vitest';
import { createMainThreadYield } from './main-thread';

describe('createMainThreadYield', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldOnce = vi.fn(() => Promise.resolve());
    const yieldToMain = createMainThreadYield({ scheduler: { yield: yieldOnce }, MessageChannel });
    await yieldToMain();
    expect(yieldOnce).toHaveBeenCalledTimes(1);
  });

  it('else resumes in a task of its own, after the microtasks queued before it', async () => {
    const yieldToMain = createMainThreadYield({ MessageChannel });
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'resumed']);
  });

  it('is not held by a fake clock', async () => {
    vi.useFakeTimers();
    try {
      await expect(createMainThreadYield({ MessageChannel })()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
