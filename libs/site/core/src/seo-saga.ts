import { call, put, takeLatest } from 'redux-saga/effects';
import { getSeoPageData, type SeoPageData } from '@bet/contract';
import type { SiteDeps } from './site-deps';
import { seoPageDataFailed, seoPageDataLoaded, seoPageRequested } from './shell-slice';

export const SEO_PAGE_DATA_FAILED = 'SEO page data could not be loaded';

/**
 * The SEO data of the page shown (spec 01 §3 / 02 §3). Only the latest page counts: a quick
 * second navigation cancels the first request. A failure is logged; the head falls back to the
 * company name and the page's own address.
 */
export function* loadSeoPageData(deps: SiteDeps, { payload }: ReturnType<typeof seoPageRequested>) {
  try {
    const data: SeoPageData = yield call(() =>
      deps.api.call(getSeoPageData, { query: { path: payload.path, lang: payload.lang } }),
    );
    yield put(seoPageDataLoaded({ page: payload, data }));
  } catch (error) {
    deps.logger.warn(SEO_PAGE_DATA_FAILED, error);
    yield put(seoPageDataFailed({ page: payload }));
  }
}

export function* seoSaga(deps: SiteDeps) {
  yield takeLatest(seoPageRequested.type, loadSeoPageData, deps);
}
