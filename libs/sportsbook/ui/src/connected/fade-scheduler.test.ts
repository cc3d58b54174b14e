import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleFade } from './fade-scheduler';

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleFade: the highlights of one poll end in one task', () => {
  it('runs every callback of a due time from a single timer, and not the cancelled ones', () => {
    vi.useFakeTimers({ now: 1_000 });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    scheduleFade(4_000, () => ran.push('a'));
    const cancel = scheduleFade(4_000, () => ran.push('b'));
    scheduleFade(4_000, () => ran.push('c'));
    scheduleFade(5_000, () => ran.push('later'));
    cancel();
    expect(timers).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'c']);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['a', 'c', 'later']);
  });

  it('starts a new timer for a due time met again after it ran', () => {
    vi.useFakeTimers({ now: 0 });
    const ran: number[] = [];
    scheduleFade(100, () => ran.push(1));
    vi.advanceTimersByTime(100);
    scheduleFade(100, () => ran.push(2));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([1, 2]);
  });
});
