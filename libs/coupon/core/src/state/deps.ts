/**
 * The outside world the coupon sagas need, injected so tests (and other teams) can fake it.
 * The ports are @bet/platform's: the app passes `window.localStorage`, `systemClock`, its logger.
 */
import type { Clock, CookieStore, Logger, StoragePort } from '@bet/platform';
import type { ApiClient } from '@bet/request';
import type { CouponEventBus } from './event-bus.ts';

/**
 * `S` is the app's root state. What the coupon needs of other features (who the player is, the
 * site's referral id) arrives through selectors over it, so the coupon imports neither the
 * session nor the site.
 */
export interface CouponDeps<S = unknown> {
  /** Local storage: settings under `coupon-settings`, the coupon under `coupon`, the odds format under `coefViewId`. */
  storage: StoragePort;
  /** Cookies: the app view type under `app_view_type` (spec 02 §9); none: the view is not kept across visits. */
  cookies?: CookieStore;
  /** Session storage for the reminder record (`coupon-notification`); none: kept in memory only. */
  sessionStorage?: StoragePort;
  /** The global bus carrying `couponAddBet` and `couponUpdate`. */
  bus: CouponEventBus;
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** The request layer (@bet/request): placing coupons and reading the coupon config. */
  api: Pick<ApiClient, 'call'>;
  /** The signed-in player's id (spec 01 §3 global settings userId); null for a visitor. */
  selectUserId(state: S): number | null;
  /** The site's referral id (site config ref_id). */
  selectRefId(state: S): number | null;
  /** A new id per placement attempt, the server's idempotency key; a random UUID by default. */
  createAttemptId?(): string;
}
