/**
 * The outside world the coupon sagas need, injected so tests (and other teams) can fake it.
 * The ports are @bet/platform's: the app passes `window.localStorage`, `systemClock`, its logger.
 */
import type { Clock, Logger, StoragePort } from '@bet/platform';
import type { CouponEventBus } from './event-bus.ts';
import type { CouponPayload, PlacedCoupon } from './types.ts';

export interface CouponDeps {
  /** Local storage: settings under `coupon-settings`, the coupon under `coupon`. */
  storage: StoragePort;
  /** Session storage for the reminder record (`coupon-notification`); none: kept in memory only. */
  sessionStorage?: StoragePort;
  /** The global bus carrying `couponAddBet` and `couponUpdate`. */
  bus: CouponEventBus;
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'error'>;
  /**
   * Sends a coupon to the operator. Optional: without it the app's own saga handles
   * `placementRequested` and answers with `placementSucceeded` / `placementFailed`.
   */
  placeCoupon?(payload: CouponPayload): Promise<PlacedCoupon>;
}
