import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/auth-test-kit';
import { createCounterStore } from './clocked-store';

type Store = {
  incr(
    key: string,
    callback: (error: Error | null, result: { current: number; ttl: number }) => void,
    window: number,
  ): void;
  read(
    key: string,
    callback: (error: Error | null, result: { current: number; ttl: number }) => void,
    window: number,
  ): void;
};

const counted = (store: Store, method: 'incr' | 'read', key: string, window = 1000) => {
  let seen: { current: number; ttl: number } | undefined;
  store[method](key, (_error, result) => (seen = result), window);
  return seen;
};

describe('the counter store of @fastify/rate-limit on the injected clock', () => {
  it('counts in fixed windows by the clock, reads without counting, forgets and clears', () => {
    const clock = createFakeClock(1_000_000);
    const counters = createCounterStore(clock);
    const store = new counters.Store() as Store;
    expect(counted(store, 'incr', 'a')).toEqual({ current: 1, ttl: 1000 });
    clock.advance(400);
    expect(counted(store, 'incr', 'a')).toEqual({ current: 2, ttl: 600 });
    expect(counted(store, 'read', 'a')).toEqual({ current: 2, ttl: 600 });
    expect(counted(store, 'incr', 'b')).toEqual({ current: 1, ttl: 1000 });
    clock.advance(600);
    expect(counted(store, 'read', 'a')).toEqual({ current: 0, ttl: 0 });
    expect(counted(store, 'incr', 'a')).toEqual({ current: 1, ttl: 1000 });
    counters.forget('a');
    expect(counted(store, 'read', 'a')).toEqual({ current: 0, ttl: 0 });
    counters.clear();
    expect(counted(store, 'read', 'b')).toEqual({ current: 0, ttl: 0 });
  });
});
