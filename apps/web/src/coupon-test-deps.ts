import { createEventBus, type CouponDeps, type CouponEventBus } from '@bet/coupon/state';
import { systemClock, type Logger } from '@bet/platform';
import { createMemoryStorage } from '@bet/platform/testing';
import { selectUserId } from '@bet/session';
import { selectSiteConfig } from '@bet/site';
import type { RootState } from './store';

/**
 * The coupon's deps as main.tsx composes them, over in-memory ports, for the app's tests: the
 * player from the session, the referral id from the site config, calls through the given api.
 */
export function couponTestDeps({
  api,
  logger,
  bus = createEventBus(),
}: {
  api: CouponDeps['api'];
  logger: Pick<Logger, 'warn' | 'error'>;
  bus?: CouponEventBus;
}): CouponDeps<RootState> {
  return {
    storage: createMemoryStorage(),
    bus,
    clock: systemClock,
    logger,
    api,
    selectUserId,
    selectRefId: (state) => selectSiteConfig(state)?.ref_id ?? null,
  };
}
