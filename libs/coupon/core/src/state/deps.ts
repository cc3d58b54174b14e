/**
 * The outside world the coupon sagas need, injected so tests (and other teams) can fake it.
 * Nothing here touches a DOM global: the app passes `window.localStorage`, `Date.now`, ...
 */
import type { CouponEventBus } from './event-bus.ts';
import type { CouponPayload, PlacedCoupon } from './types.ts';

/** The subset of the Web Storage API the coupon uses (`localStorage` fits). */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Wall-clock time in epoch milliseconds (`Date.now` fits; tests pass fake timers' clock). */
export interface Clock {
  now(): number;
}

/** Structurally the same as `Logger` of `@bet/platform`, so the app's logger fits as is. */
export interface CouponLogger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export interface CouponDeps {
  /** Local storage: settings under `coupon-settings`, the coupon under `coupon`. */
  storage: StoragePort;
  /** Session storage for the reminder record (`coupon-notification`); none: kept in memory only. */
  sessionStorage?: StoragePort;
  /** The global bus carrying `couponAddBet` and `couponUpdate`. */
  bus: CouponEventBus;
  clock: Clock;
  logger: CouponLogger;
  /**
   * Sends a coupon to the operator. Optional: without it the app's own saga handles
   * `placementRequested` and answers with `placementSucceeded` / `placementFailed`.
   */
  placeCoupon?(payload: CouponPayload): Promise<PlacedCoupon>;
}
