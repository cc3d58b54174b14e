import { officeMessages, saveOfficeSetting, type OfficeAnswer } from '@bet/contract';
import { DEFAULT_COOKIE_MAX_AGE_SECONDS } from '@bet/platform';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { AppViewType, CoefView } from '../index.ts';
import type { CouponDeps } from './deps.ts';
import { oddsViewKeptLocally, oddsViewSaved, oddsViewSaveFailed, oddsViewSaveStarted } from './odds-view-save-slice.ts';
import { coefViewChanged, oddsViewChosen, type OddsViewState } from './odds-view-slice.ts';
import type { WithCoupon } from './coupon-state.ts';

/** Spec 02 §9 Cookies: `app_view_type`, 86400 s, path /. */
export const APP_VIEW_TYPE_COOKIE = 'app_view_type';
/** Local storage key of the odds format (spec 01 §3 global settings coefViewId). */
export const COEF_VIEW_ID_KEY = 'coefViewId';

export const ODDS_VIEW_NOT_STORED = 'Coupon: the odds format could not be kept in local storage';
export const ODDS_VIEW_NOT_SAVED = 'Coupon: the odds view could not be saved on the server';

type OddsView = Pick<OddsViewState, 'appViewType' | 'coefViewId'>;
type OddsViewDeps = Pick<CouponDeps, 'storage' | 'cookies' | 'logger'>;

const APP_VIEW_TYPES: readonly number[] = [AppViewType.European, AppViewType.Asian];
const COEF_VIEWS: readonly number[] = Object.values(CoefView);

/** A stored number the setting takes, else undefined (someone else's cookie, an old value). */
function storedNumber(text: string | null | undefined, allowed: readonly number[]): number | undefined {
  if (text === null || text === undefined || !/^\d$/.test(text)) return undefined;
  const value = Number(text);
  return allowed.includes(value) ? value : undefined;
}

/**
 * What this browser keeps (spec 02 §9): the view in the `app_view_type` cookie, the format in
 * local storage. Null when neither holds a value; a missing view is European (spec 01 §3 default),
 * and a format the view does not offer falls back to decimal when applied (spec 01 §5).
 */
export function readStoredOddsView(deps: OddsViewDeps): OddsView | null {
  let formatText: string | null = null;
  try {
    formatText = deps.storage.getItem(COEF_VIEW_ID_KEY);
  } catch {
    // Storage switched off: the cookie alone, or the defaults.
  }
  const appViewType = storedNumber(deps.cookies?.get(APP_VIEW_TYPE_COOKIE), APP_VIEW_TYPES);
  const coefViewId = storedNumber(formatText, COEF_VIEWS);
  if (appViewType === undefined && coefViewId === undefined) return null;
  return { appViewType: appViewType ?? AppViewType.European, coefViewId: coefViewId ?? CoefView.Decimal };
}

/** Keeps the view shown in this browser: the cookie for the view, local storage for the format. */
export function storeOddsView(deps: OddsViewDeps, view: OddsView): void {
  deps.cookies?.set(APP_VIEW_TYPE_COOKIE, String(view.appViewType), {
    maxAgeSeconds: DEFAULT_COOKIE_MAX_AGE_SECONDS,
    path: '/',
  });
  try {
    deps.storage.setItem(COEF_VIEW_ID_KEY, String(view.coefViewId));
  } catch (error) {
    // Storage full or switched off: the choice holds for this visit.
    deps.logger.warn(ODDS_VIEW_NOT_STORED, error);
  }
}

const selectOddsView = (state: WithCoupon): OddsView => ({
  appViewType: state.coupon.oddsView.appViewType,
  coefViewId: state.coupon.oddsView.coefViewId,
});

/** At start, before the coupon config: the browser's own choice, shown from the first frame. */
export function* restoreOddsView(deps: OddsViewDeps) {
  const stored = readStoredOddsView(deps);
  if (stored) yield put(coefViewChanged(stored));
}

/**
 * A signed-in player's choice goes to the server too, one setting at a time (spec 02 §7 "save
 * one setting"): the view first, then the format, which the server checks against the view. A
 * status-2 answer or a failed call stops there and reports the messages (spec 02 §8 Office).
 */
function* saveOnServer<S>(deps: CouponDeps<S>, view: OddsView) {
  const userId: number | null = yield select(deps.selectUserId);
  if (userId === null) {
    yield put(oddsViewKeptLocally());
    return;
  }
  yield put(oddsViewSaveStarted());
  let answer: OfficeAnswer | null = null;
  for (const [id, value] of [
    ['appViewType', view.appViewType],
    ['coefViewId', view.coefViewId],
  ] as const) {
    try {
      answer = yield call([deps.api, deps.api.call], saveOfficeSetting, { body: { id, value } });
    } catch (error) {
      deps.logger.warn(ODDS_VIEW_NOT_SAVED, error);
      yield put(oddsViewSaveFailed({ messages: officeMessages(null) }));
      return;
    }
    if (answer?.status !== 1) {
      yield put(oddsViewSaveFailed({ messages: officeMessages(answer) }));
      return;
    }
  }
  yield put(oddsViewSaved({ messages: officeMessages(answer) }));
}

function* keepChoice<S>(deps: CouponDeps<S>) {
  const view: OddsView = yield select(selectOddsView);
  storeOddsView(deps, view);
  yield call(saveOnServer, deps, view);
}

/**
 * Spec 01 §3 appViewType and coefViewId as the player chooses them: shown at once (the slice),
 * kept in the browser (cookie and local storage), and for a signed-in player saved on the server.
 * A newer choice cancels the save of an older one still on its way.
 */
export function* oddsViewSaga<S>(deps: CouponDeps<S>) {
  yield takeLatest(oddsViewChosen.type, keepChoice, deps);
}
