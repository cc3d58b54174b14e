import type { Clock } from '@bet/platform';

interface Window {
  count: number;
  startedAt: number;
}

interface StoreResult {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result: StoreResult) => void;

/** Counting windows beyond this many, the ended ones are swept out, so memory stays bounded. */
const SWEEP_ABOVE = 10_000;

export interface CounterStore {
  /** The store class @fastify/rate-limit instantiates (its `store` option). */
  readonly Store: new (options?: unknown) => object;
  /** Forgets the count of one key. */
  forget(key: string): void;
  /** Forgets every count (the control API's reset). */
  clear(): void;
}

/**
 * A store for @fastify/rate-limit that reads the sandbox's clock instead of Date.now(), so tests
 * move time by hand and the control API can clear it. Fixed windows: the first attempt starts
 * one, and it ends windowMs later whatever happens in it.
 */
export function createCounterStore(clock: Clock): CounterStore {
  const windows = new Map<string, Window>();

  const live = (key: string, timeWindow: number, now: number): Window | undefined => {
    const window = windows.get(key);
    return window && window.startedAt + timeWindow > now ? window : undefined;
  };

  const sweep = (now: number, timeWindow: number) => {
    if (windows.size <= SWEEP_ABOVE) return;
    for (const [key, window] of windows) if (window.startedAt + timeWindow <= now) windows.delete(key);
  };

  class ClockedStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock.now();
      sweep(now, timeWindow);
      const window = live(key, timeWindow, now) ?? { count: 0, startedAt: now };
      window.count += 1;
      windows.set(key, window);
      callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const now = clock.now();
      const window = live(key, timeWindow, now);
      callback(
        null,
        window ? { current: window.count, ttl: window.startedAt + timeWindow - now } : { current: 0, ttl: 0 },
      );
    }

    child(): ClockedStore {
      return new ClockedStore();
    }
  }

  return {
    Store: ClockedStore,
    forget: (key) => {
      windows.delete(key);
    },
    clear: () => windows.clear(),
  };
}
