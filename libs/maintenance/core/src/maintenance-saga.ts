import { call, delay, fork, put, retry, select, take, takeEvery } from 'redux-saga/effects';
import {
  checkBlock,
  checkRedirect,
  getMaintenance,
  MAINTENANCE_COOKIE,
  normaliseMaintenance,
  type BlockCheck,
  type MaintenancePayload,
  type RedirectCheck,
} from '@bet/contract';
import { routePath } from '@bet/routing';
import { blockReasonRoute, isBlockingExempt, isOnRoute } from './block-rules';
import {
  BLOCK_CHECK_DELAY_MS,
  BLOCK_CHECK_TRIES,
  MAINTENANCE_POLL_MS,
  REDIRECT_CHECK_DELAY_MS,
  REDIRECT_CHECK_TRIES,
  REDIRECT_TRAIL_KEY,
} from './constants';
import type { MaintenanceDeps } from './maintenance-deps';
import { isMaintenanceActive, isNoticeVisible, nextMaintenanceMoment } from './maintenance-rules';
import {
  blockChecked,
  blockCheckFailed,
  blockCheckStarted,
  maintenanceEvaluated,
  maintenanceLoaded,
  maintenanceLoadFailed,
  redirectChecked,
  redirectCheckFailed,
  redirectCheckStarted,
  startUpChecksRequested,
  type MaintenanceState,
} from './maintenance-slice';
import { isCyclicRedirect, mayFollowRedirects, readTrail, validRedirectTarget } from './redirect-rules';
import { selectMaintenance } from './selectors';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function goTo(deps: MaintenanceDeps, routeId: string): void {
  deps.navigate.to(routePath(routeId, { language: deps.language() }));
}

/**
 * Decides from the state and the clock, then moves the visitor: a blocking reason wins (the
 * route guards' order in @bet/routing); otherwise to the maintenance page while active and home
 * from it once over (spec 01 §4 Maintenance).
 */
export function* evaluateMaintenance(deps: MaintenanceDeps) {
  const state: MaintenanceState = yield select(selectMaintenance);
  const now = deps.clock.now();
  const active = isMaintenanceActive({
    cookie: deps.cookies.get(MAINTENANCE_COOKIE),
    maintenance: state.maintenance,
    blockCheckFailed: state.blockCheckFailed,
    now,
  });
  yield put(maintenanceEvaluated({ active, noticeVisible: isNoticeVisible(state.maintenance, now) }));

  const path = deps.location.pathname();
  const blockRoute = blockReasonRoute(state.blockReason);
  if (blockRoute && !isBlockingExempt(path)) {
    if (!isOnRoute(path, blockRoute)) goTo(deps, blockRoute);
    return;
  }
  if (active && !isOnRoute(path, 'maintenance')) goTo(deps, 'maintenance');
  else if (!active && isOnRoute(path, 'maintenance')) goTo(deps, 'home');
}

/** Spec 02 §7 block check, 2 tries 100 ms apart (§9); failing after them sets maintenance (§8). */
export function* runBlockCheck(deps: MaintenanceDeps, auth: boolean) {
  yield put(blockCheckStarted());
  try {
    const answer: BlockCheck = yield retry(BLOCK_CHECK_TRIES, BLOCK_CHECK_DELAY_MS, () =>
      deps.api.call(checkBlock, { body: { auth, url: deps.location.href() } }),
    );
    const reason = answer.displayTypeId ? answer.displayTypeId : null;
    yield put(blockChecked({ reason }));
  } catch (error) {
    deps.logger.warn('The block check failed after its retries: maintenance is set', error);
    yield put(blockCheckFailed({ message: messageOf(error) }));
  }
}

/** Reads the maintenance state; a failure is logged and skipped (spec 02 §8), the last state stays. */
export function* loadMaintenance(deps: MaintenanceDeps) {
  try {
    const payload: MaintenancePayload = yield call(() => deps.api.call(getMaintenance));
    yield put(maintenanceLoaded({ maintenance: normaliseMaintenance(payload) }));
  } catch (error) {
    deps.logger.warn('The maintenance state could not be read', error);
    yield put(maintenanceLoadFailed({ message: messageOf(error) }));
  }
}

/**
 * Polls the maintenance state every 60 s (constants.ts), waking early at the next moment of the
 * window or notice window. While the block check stands failed it is tried again on each poll,
 * so maintenance set by it ends once the block service answers.
 */
export function* maintenancePoll(deps: MaintenanceDeps, auth: boolean) {
  for (;;) {
    yield call(loadMaintenance, deps);
    const state: MaintenanceState = yield select(selectMaintenance);
    if (state.blockCheckFailed) yield call(runBlockCheck, deps, auth);
    yield call(evaluateMaintenance, deps);
    const now = deps.clock.now();
    const next = nextMaintenanceMoment(state.maintenance, now);
    yield delay(next === null ? MAINTENANCE_POLL_MS : Math.min(MAINTENANCE_POLL_MS, next - now));
  }
}

/**
 * Spec 02 §7 redirect check, 5 tries 1 s apart (§9). Followed only when valid and in production
 * or with the query flag; a loop (the target sends back to an address this tab just left by a
 * redirect) is suppressed and logged (§4). Failures are logged and skipped (§8).
 */
export function* runRedirectCheck(deps: MaintenanceDeps) {
  yield put(redirectCheckStarted());
  const href = deps.location.href();
  let answer: RedirectCheck;
  try {
    answer = yield retry(REDIRECT_CHECK_TRIES, REDIRECT_CHECK_DELAY_MS, () =>
      deps.api.call(checkRedirect, { body: { url: href } }),
    );
  } catch (error) {
    deps.logger.warn('The redirect check failed after its retries: skipped', error);
    yield put(redirectCheckFailed({ message: messageOf(error) }));
    return;
  }
  const target = validRedirectTarget(answer, href);
  if (!target) {
    deps.storage.removeItem(REDIRECT_TRAIL_KEY);
    yield put(redirectChecked({ outcome: 'none', url: null }));
    return;
  }
  if (!mayFollowRedirects(deps.isProduction, deps.location.search())) {
    deps.logger.info('A redirect was not followed outside production without the query flag', { to: target });
    yield put(redirectChecked({ outcome: 'notAllowed', url: target }));
    return;
  }
  const now = deps.clock.now();
  const trail = readTrail(deps.storage.getItem(REDIRECT_TRAIL_KEY), now);
  if (isCyclicRedirect(trail, target)) {
    deps.logger.warn('A cyclic redirect was suppressed', { from: href, to: target, breadcrumbs: answer.breadcrumbs });
    deps.storage.removeItem(REDIRECT_TRAIL_KEY);
    yield put(redirectChecked({ outcome: 'suppressed', url: target }));
    return;
  }
  deps.storage.setItem(REDIRECT_TRAIL_KEY, JSON.stringify([...trail, { url: href, at: now }]));
  yield put(redirectChecked({ outcome: 'followed', url: target }));
  deps.location.assign(target);
}

/**
 * The start-up checks (spec 02 §9 Start-up order: config, language, maintenance and block
 * checks, redirect check). They wait for startUpChecksRequested, which the app sends once the
 * site config and language are settled.
 */
export function* maintenanceSaga(deps: MaintenanceDeps) {
  const { payload }: ReturnType<typeof startUpChecksRequested> = yield take(startUpChecksRequested.type);
  // A block answer (or its failure) moves the visitor at once, not at the next poll.
  yield takeEvery([blockChecked.type, blockCheckFailed.type], evaluateMaintenance, deps);
  yield fork(maintenancePoll, deps, payload.auth);
  yield call(runBlockCheck, deps, payload.auth);
  yield call(runRedirectCheck, deps);
}
