import { select } from 'redux-saga/effects';
import type { CouponDeps } from '../deps.ts';
import { selectAppViewType, selectCoefViewId } from '../selectors.ts';
import type { CouponPayloadContext } from '../types.ts';

const randomAttemptId = () => globalThis.crypto.randomUUID();

/**
 * The one place the coupon builds what a payload needs besides its own state (spec 01 §3
 * "Coupon sent to server"): the player and the site's referral id through the app's selectors,
 * the app view type and odds format from the coupon's own state (the player's global settings),
 * and a new id per attempt, the server's idempotency key.
 */
export function* payloadContext<S>(deps: CouponDeps<S>) {
  const userId: number | null = yield select(deps.selectUserId);
  const refId: number | null = yield select(deps.selectRefId);
  const appViewType: number = yield select(selectAppViewType);
  const coefViewId: number = yield select(selectCoefViewId);
  const context: CouponPayloadContext = {
    userId,
    refId,
    appViewType,
    coefViewId,
    id: (deps.createAttemptId ?? randomAttemptId)(),
  };
  return context;
}
