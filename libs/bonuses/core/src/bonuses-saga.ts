import {
  claimCashback,
  exchangeReward,
  getBonusWagers,
  getCashback,
  getPoints,
  getRewards,
  OFFICE_ANSWER_STATUS,
  type OfficeAnswer,
} from '@bet/contract';
import { notify, officeNotices } from '@bet/notifications';
import { loggedOut, sessionEnded } from '@bet/session';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BonusesDeps } from './bonuses-deps';
import { bonusMoneyCredited } from './bonuses-events';
import {
  bonusesPlayerLeft,
  bonusPageFailed,
  bonusPageLoaded,
  bonusPageOpened,
  cashbackClaimAnswered,
  cashbackClaimRequested,
  rewardExchangeAnswered,
  rewardExchangeRequested,
  type BonusPage,
  type BonusPageLoaded,
} from './bonuses-slice';

/** The success texts by key (spec 02 §8 Office "success ... texts by key"). */
export const CASHBACK_SUCCESS_KEY = 'bonuses_cashback_claimed_notice';
export const REWARD_SUCCESS_KEY = 'bonuses_reward_exchanged_notice';

/** One page's call, answered as its page's data. */
function readPage(deps: BonusesDeps, page: BonusPage): Promise<BonusPageLoaded> {
  switch (page) {
    case 'wagers':
      return deps.api.call(getBonusWagers, {}).then((data) => ({ page, data }));
    case 'vip':
    case 'premium':
      return deps.api.call(getCashback, { query: { kind: page } }).then((data) => ({ page, data }));
    case 'points':
      return deps.api.call(getPoints, {}).then((data) => ({ page, data }));
    case 'rewards':
      return deps.api.call(getRewards, {}).then((data) => ({ page, data }));
  }
}

export function* loadPage(deps: BonusesDeps, action: ReturnType<typeof bonusPageOpened>) {
  const { page } = action.payload;
  try {
    const loaded: BonusPageLoaded = yield call(readPage, deps, page);
    yield put(bonusPageLoaded(loaded));
  } catch (error) {
    deps.logger.warn(`Bonus page ${page} failed to load`, error);
    yield put(bonusPageFailed({ page }));
  }
}

function* showNotices(answer: OfficeAnswer | null, form: { id: string; successKey: string }) {
  for (const notice of officeNotices(answer, form)) yield put(notify(notice));
}

/**
 * A cashback claim, once per press (takeLeading): the request id makes a retried call credit
 * once. Done, the accounts are read again (the app's bridge of `bonusMoneyCredited`) and the page
 * reloads to show the claim.
 */
export function* claim(deps: BonusesDeps, action: ReturnType<typeof cashbackClaimRequested>) {
  const { kind } = action.payload;
  let answer: OfficeAnswer | null = null;
  try {
    answer = yield call(() => deps.api.call(claimCashback, { body: { kind, requestId: deps.newRequestId() } }));
  } catch (error) {
    deps.logger.warn('Cashback claim failed', error);
  }
  yield* showNotices(answer, { id: `bonuses-cashback-${kind}`, successKey: CASHBACK_SUCCESS_KEY });
  const ok = answer?.status === OFFICE_ANSWER_STATUS.done;
  yield put(cashbackClaimAnswered({ kind, ok }));
  if (ok) yield put(bonusMoneyCredited());
  yield put(bonusPageOpened({ page: kind }));
}

/** An exchange of points for a reward; same shape as a claim. */
export function* exchange(deps: BonusesDeps, action: ReturnType<typeof rewardExchangeRequested>) {
  const { rewardId } = action.payload;
  let answer: (OfficeAnswer & { balance: number }) | null = null;
  try {
    answer = yield call(() => deps.api.call(exchangeReward, { body: { rewardId, requestId: deps.newRequestId() } }));
  } catch (error) {
    deps.logger.warn('Reward exchange failed', error);
  }
  yield* showNotices(answer, { id: 'bonuses-reward', successKey: REWARD_SUCCESS_KEY });
  const ok = answer?.status === OFFICE_ANSWER_STATUS.done;
  yield put(rewardExchangeAnswered({ rewardId, ok, balance: answer?.balance ?? null }));
  if (ok) yield put(bonusMoneyCredited());
}

/** The library's one root saga (`@bet/bonuses/sagas`; the app starts it with the first bonus page, issue 16). */
export function* bonusesSaga(deps: BonusesDeps) {
  yield takeEvery(bonusPageOpened.type, loadPage, deps);
  yield takeLeading(cashbackClaimRequested.type, claim, deps);
  yield takeLeading(rewardExchangeRequested.type, exchange, deps);
  yield takeLatest([loggedOut.type, sessionEnded.type], function* () {
    yield put(bonusesPlayerLeft());
  });
}
