import { COUPON_CODE_PATTERN, loadSharedCoupon, shareCoupon, type SharedCoupon } from '@bet/contract';
import { isApiError } from '@bet/request';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { CouponType } from '../index.ts';
import { betFromPayload, parseCouponBetPayload } from './bet.ts';
import { betAdded, couponLoaded } from './bets-slice.ts';
import {
  couponCodeLoaded,
  couponCodeLoadFailed,
  couponCodeLoadRequested,
  couponShared,
  couponShareFailed,
  couponShareRequested,
} from './coupon-code-slice.ts';
import type { CouponState } from './coupon-state.ts';
import type { CouponDeps } from './deps.ts';
import { expressOfTheDayRequested } from './express-events.ts';
import { lineBetPayload } from './line-bet.ts';
import { selectCoupon } from './selectors.ts';
import type { CouponBet } from './types.ts';

/** What players type: spaces and case do not matter ("abcd efgh" is ABCDEFGH). */
export function normaliseCouponCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

function betsOf(coupon: SharedCoupon): CouponBet[] {
  const games = new Map(coupon.games.map((game) => [game.id, game]));
  return coupon.markets.flatMap((market) => {
    const game = games.get(market.gameId);
    const parsed = game ? parseCouponBetPayload(lineBetPayload(game, market)) : null;
    return parsed?.ok ? [betFromPayload(parsed.payload)] : [];
  });
}

/**
 * `couponCodeLoadRequested`: the typed code (checked for its shape first, no call for a typo)
 * is loaded (contract loadSharedCoupon) and its bets replace the coupon's (`couponLoaded` with
 * the shared type and system value), else `couponCodeLoadFailed` says why and nothing of the
 * current coupon is touched, the typed code included.
 */
export function* loadCouponByCode(
  deps: Pick<CouponDeps, 'api' | 'clock' | 'logger'>,
  action: ReturnType<typeof couponCodeLoadRequested>,
) {
  const coupon: CouponState = yield select(selectCoupon);
  const code = normaliseCouponCode(coupon.panel.loadCouponInputValue);
  if (!COUPON_CODE_PATTERN.test(code)) {
    yield put(couponCodeLoadFailed({ error: 'format' }));
    return;
  }
  let shared: SharedCoupon;
  try {
    const query = action.payload?.lang ? { code, lang: action.payload.lang } : { code };
    shared = yield call([deps.api, deps.api.call], loadSharedCoupon, { query });
  } catch (error) {
    const isUnknown = isApiError(error) && (error.status === 404 || error.status === 400);
    if (!isUnknown) deps.logger.warn('Coupon: a coupon code could not be loaded', error);
    yield put(couponCodeLoadFailed({ error: isUnknown ? 'unknown' : 'network' }));
    return;
  }
  const bets = betsOf(shared);
  if (bets.length === 0) {
    yield put(couponCodeLoadFailed({ error: 'expired' }));
    return;
  }
  yield put(
    couponLoaded({
      bets,
      addedAt: deps.clock.now(),
      typeId: shared.typeId as CouponType,
      systemValue: shared.systemValue,
    }),
  );
  yield put(
    couponCodeLoaded({ code: shared.code, missingCount: shared.missingCount + (shared.markets.length - bets.length) }),
  );
}

/** `couponShareRequested`: the bets (ids only), the type and the system value stored under a new code. */
export function* shareCurrentCoupon(deps: Pick<CouponDeps, 'api' | 'logger'>) {
  const coupon: CouponState = yield select(selectCoupon);
  const bets = coupon.bets.ids.flatMap((id) => {
    const bet = coupon.bets.entities[id];
    const marketId = bet ? Number(bet.market.id) : NaN;
    return bet && Number.isInteger(marketId) && marketId > 0 ? [{ gameId: bet.market.gameId, marketId }] : [];
  });
  if (bets.length === 0) {
    yield put(couponShareFailed());
    return;
  }
  try {
    const answer: { code: string } = yield call([deps.api, deps.api.call], shareCoupon, {
      body: { typeId: coupon.type.typeId, systemValue: coupon.type.systemValue, bets },
    });
    yield put(couponShared({ code: answer.code }));
  } catch (error) {
    deps.logger.warn('Coupon: the coupon could not be shared', error);
    yield put(couponShareFailed());
  }
}

/**
 * `expressOfTheDayRequested`: the express's bets (bus payloads from the sportsbook) become the
 * coupon, one express with its `expressId`, in one press. The player's own bets are never lost:
 * with other bets in the coupon the express's legs are added beside them (no `expressId`, the
 * coupon is no longer that express). Malformed legs are left out; with fewer than two left there
 * is no express to load.
 */
export function* loadExpressOfTheDay(
  deps: Pick<CouponDeps, 'clock' | 'logger'>,
  action: ReturnType<typeof expressOfTheDayRequested>,
) {
  const bets = action.payload.bets.flatMap((raw) => {
    const parsed = parseCouponBetPayload(raw);
    return parsed.ok ? [betFromPayload(parsed.payload)] : [];
  });
  if (bets.length < 2) {
    deps.logger.warn('Coupon: the express of the day has too few usable bets; ignored', action.payload);
    return;
  }
  const coupon: CouponState = yield select(selectCoupon);
  const legIds = new Set(bets.map((bet) => bet.id));
  if (coupon.bets.ids.some((id) => !legIds.has(id))) {
    for (const bet of bets) {
      if (!coupon.bets.entities[bet.id]) yield put(betAdded({ bet, addedAt: deps.clock.now() }));
    }
    return;
  }
  yield put(
    couponLoaded({ bets, addedAt: deps.clock.now(), typeId: CouponType.Express, expressId: action.payload.expressId }),
  );
}

export function* couponCodeSaga(deps: Pick<CouponDeps, 'api' | 'clock' | 'logger'>) {
  yield takeLatest(couponCodeLoadRequested.type, loadCouponByCode, deps);
  yield takeLeading(couponShareRequested.type, shareCurrentCoupon, deps);
  yield takeLatest(expressOfTheDayRequested.type, loadExpressOfTheDay, deps);
}
