import { getAntiExpressPrice, type AntiExpressPrice } from '@bet/contract';
import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import { CouponType } from '../index.ts';
import type { WithCoupon } from './coupon-state.ts';
import type { CouponDeps } from './deps.ts';
import { isCouponAction } from './is-coupon-action.ts';
import { placementFailed } from './placement-slice.ts';
import { antiExpressCoefReceived } from './pricing-slice.ts';
import { selectCouponBets } from './selectors.ts';

export const ANTI_EXPRESS_PRICE_FAILED = 'Coupon: the anti-express price could not be loaded';

/** How long the bets must rest before their price is asked for: a burst of line updates asks once. */
export const ANTI_EXPRESS_QUOTE_DELAY_MS = 250;

interface Quote {
  key: string;
  bets: { id: number; gameId: number }[];
}

/** What the price depends on (the bets and their coefficients), for an anti-express of 2 bets or more. */
function quoteOf(state: WithCoupon): Quote | null {
  if (state.coupon.type.typeId !== CouponType.AntiExpress) return null;
  const bets = selectCouponBets(state);
  if (bets.length < 2) return null;
  const ids = bets.map((bet) => ({ id: Number(bet.market.id), gameId: bet.market.gameId }));
  if (ids.some((bet) => !Number.isSafeInteger(bet.id) || bet.id <= 0)) return null;
  return {
    key: bets.map((bet) => `${bet.market.id}@${bet.market.coef}`).join(','),
    bets: ids,
  };
}

function* loadPrice(deps: Pick<CouponDeps, 'api' | 'logger'>, quote: Quote) {
  yield delay(ANTI_EXPRESS_QUOTE_DELAY_MS);
  let price: AntiExpressPrice;
  try {
    price = yield call([deps.api, deps.api.call], getAntiExpressPrice, { body: { bets: quote.bets } });
  } catch (error) {
    // No price: the coupon shows the fair preview and the server still prices the placement.
    deps.logger.warn(ANTI_EXPRESS_PRICE_FAILED, error);
    yield put(antiExpressCoefReceived({ coef: null }));
    return;
  }
  yield put(antiExpressCoefReceived({ coef: price.coef }));
}

/**
 * Spec 01 §3 antiExpressCoef: the operator prices the anti-express, so while the coupon is one
 * (type 6, 2 bets or more) the price is asked for (contract getAntiExpressPrice) whenever its bets
 * or their coefficients change, and again after a refused placement (the line moved). A newer
 * question cancels one still waiting; leaving the type forgets the price.
 */
export function* antiExpressPriceSaga(deps: Pick<CouponDeps, 'api' | 'logger'>) {
  let lastKey: string | null = null;
  let task: Task | undefined;
  while (true) {
    const action: unknown = yield take(isCouponAction);
    const state: WithCoupon = yield select();
    const quote = quoteOf(state);
    const key = quote?.key ?? null;
    if (key === lastKey && !(quote && placementFailed.match(action))) continue;
    lastKey = key;
    if (task?.isRunning()) yield cancel(task);
    if (quote) task = yield fork(loadPrice, deps, quote);
    else if (state.coupon.pricing.antiExpressCoef !== null) yield put(antiExpressCoefReceived({ coef: null }));
  }
}
