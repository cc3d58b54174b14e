import {
  checkPromoCode,
  getBringFriend,
  getPromotionPage,
  type BringFriend,
  type PromoCodeCheck,
  type PromotionPage,
} from '@bet/contract';
import { selectUserId } from '@bet/session';
import { all, call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { PromotionDeps } from './promotion-deps';
import {
  bringFriendFailed,
  bringFriendLoaded,
  bringFriendOpened,
  promoCodeCheckFailed,
  promoCodeChecked,
  promoCodeCheckRequested,
  promotionPageFailed,
  promotionPageLoaded,
  promotionPageOpened,
  promotionPlayerLeft,
} from './promotion-slice';
import { isSignOut, userIdMayChange } from './signed-in';

export function* loadPromotionPage(deps: PromotionDeps) {
  try {
    const page: PromotionPage = yield call([deps.api, deps.api.call], getPromotionPage, {});
    yield put(promotionPageLoaded(page));
  } catch (error) {
    deps.logger.warn('Loading the promotion page failed', { error: String(error) });
    yield put(promotionPageFailed());
  }
}

export function* checkCode(deps: PromotionDeps, action: ReturnType<typeof promoCodeCheckRequested>) {
  try {
    const result: PromoCodeCheck = yield call([deps.api, deps.api.call], checkPromoCode, {
      body: { code: action.payload.code },
    });
    yield put(promoCodeChecked(result));
  } catch (error) {
    deps.logger.warn('Checking a promo code failed', { error: String(error) });
    yield put(promoCodeCheckFailed());
  }
}

export function* loadBringFriend(deps: PromotionDeps) {
  try {
    const answer: BringFriend = yield call([deps.api, deps.api.call], getBringFriend, {});
    yield put(bringFriendLoaded(answer));
  } catch (error) {
    deps.logger.warn('Loading the invited friends failed', { error: String(error) });
    yield put(bringFriendFailed());
  }
}

/** Everything that runs for a signed-in player; cancelled as a whole at sign-out. */
function* signedInPromotion(deps: PromotionDeps) {
  yield all([
    takeLatest(promotionPageOpened.type, loadPromotionPage, deps),
    // The latest code the player typed wins; an older answer is dropped.
    takeLatest(promoCodeCheckRequested.type, checkCode, deps),
    takeLatest(bringFriendOpened.type, loadBringFriend, deps),
  ]);
}

/**
 * The library's one root saga (`@bet/promotion/sagas`; the app starts it with the first of its pages, issue 16). The promotions and the friends are the
 * signed-in player's: the calls run while someone is signed in and the state drops at sign-out.
 */
export function* promotionSaga(deps: PromotionDeps) {
  for (;;) {
    const userId: number | null = yield select(selectUserId);
    if (userId === null) {
      yield take(userIdMayChange);
      continue;
    }
    yield race({ run: call(signedInPromotion, deps), out: take(isSignOut) });
    yield put(promotionPlayerLeft());
  }
}
