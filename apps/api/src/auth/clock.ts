/**
 * The time the sandbox's rules read (token expiry, code lifetimes, captcha windows, attempts).
 * Injected, so tests move it instead of sleeping (DESIGN.md "Time ... is injected").
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function toSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
