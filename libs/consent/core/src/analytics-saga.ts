import { analyticsCounterSchema, getAnalyticsCounters, type AnalyticsCounter } from '@bet/contract';
import { z } from 'zod/mini';
import { call, delay, put, select, take } from 'redux-saga/effects';
import type { ConsentDeps } from './consent-deps';
import {
  acceptedAll,
  analyticsFailed,
  analyticsInstalled,
  analyticsLoading,
  consentRestored,
  selectionSaved,
} from './consent-slice';
import {
  ANALYTICS_COUNTERS_FAILED,
  ANALYTICS_COUNTERS_STORAGE_KEY,
  ANALYTICS_INSTALL_DELAY_MS,
  ANALYTICS_STORAGE_EXPIRY_MS,
} from './constants';
import { isRegistrationPath } from './data-layer-installer';
import { selectMarketingAllowed, type WithConsent } from './selectors';

const cachedSchema = z.object({ savedAt: z.number(), counters: z.array(analyticsCounterSchema) });

export function analyticsCacheKey(domain: string, projectId: number): string {
  return `${ANALYTICS_COUNTERS_STORAGE_KEY}:${domain}:${projectId}`;
}

function readCache(deps: ConsentDeps, key: string): AnalyticsCounter[] | null {
  try {
    const cached = cachedSchema.safeParse(JSON.parse(deps.storage.getItem(key) ?? 'null'));
    if (!cached.success) return null;
    // Spec 02 §9 "Analytics storage expiry 24 hours".
    return deps.clock.now() - cached.data.savedAt < ANALYTICS_STORAGE_EXPIRY_MS ? cached.data.counters : null;
  } catch {
    return null;
  }
}

/** The selector's value once it is there (not null, not false), re-read after each of `types`. */
function* waitFor<S, T>(selector: (state: S) => T | null | false, types: string[] | '*') {
  for (;;) {
    const value: T | null | false = yield select(selector);
    if (value !== null && value !== false) return value;
    yield take(types);
  }
}

/**
 * Spec 02 §9 "Analytics counters install: 10000 ms delay, except on registration" and §6
 * "Marketing cookie consent gates analytics counters": 10 s after start (at once when the page
 * opened on registration), and not before the player allows marketing cookies.
 */
export function* analyticsSaga(deps: ConsentDeps) {
  if (!isRegistrationPath(deps.location.pathname())) yield delay(ANALYTICS_INSTALL_DELAY_MS);
  yield call(waitFor<WithConsent, true>, selectMarketingAllowed, [
    consentRestored.type,
    acceptedAll.type,
    selectionSaved.type,
  ]);
  const projectId: number = yield call(waitFor<unknown, number>, deps.selectAnalyticsProjectId, '*');
  // Spec 02 §7 "domain and projectId": this page's host and the site's group.
  const project = { domain: deps.location.hostname(), projectId };
  const key = analyticsCacheKey(project.domain, project.projectId);
  let counters = readCache(deps, key);
  if (!counters) {
    yield put(analyticsLoading());
    try {
      counters = (yield call([deps.api, deps.api.call], getAnalyticsCounters, {
        query: project,
      })) as AnalyticsCounter[];
      deps.storage.setItem(key, JSON.stringify({ savedAt: deps.clock.now(), counters }));
    } catch (error) {
      deps.logger.error(ANALYTICS_COUNTERS_FAILED, error);
      yield put(analyticsFailed());
      return;
    }
  }
  for (const counter of counters) deps.analytics.install(counter);
  yield put(analyticsInstalled({ counters }));
}
