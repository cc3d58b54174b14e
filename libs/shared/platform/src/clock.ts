/** Wall-clock time in epoch milliseconds: `systemClock` in the app, a fake timer's clock in tests. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
