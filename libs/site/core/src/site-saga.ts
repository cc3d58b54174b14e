import { call, fork, put, retry, select, takeLatest } from 'redux-saga/effects';
import { getSiteConfig, siteConfigSchema, type SiteConfig } from '@bet/contract';
import {
  CONFIG_FETCH_RETRIES,
  CONFIG_RETRY_DELAY_MS,
  LANGUAGE_COOKIE,
  NO_SITE_CONFIG,
  SIGNED_IN_COOKIE,
} from './constants';
import { isLanguageAllowed, languageOfPath, pathInLanguage, resolveLanguage } from './language';
import { selectSite } from './selectors';
import { appVersionSaga } from './app-version-saga';
import { seoSaga } from './seo-saga';
import type { SiteDeps } from './site-deps';
import {
  configReloaded,
  languageRequested,
  signedInChanged,
  languageSwitched,
  languageSwitchFailed,
  startupFailed,
  startupStarted,
  startupSucceeded,
  type SiteState,
} from './site-slice';

/** One first try and CONFIG_FETCH_RETRIES more, CONFIG_RETRY_DELAY_MS apart (spec 02 §9). */
function* fetchConfig(deps: SiteDeps, lang: string | undefined) {
  const config: SiteConfig = yield retry(
    CONFIG_FETCH_RETRIES + 1,
    CONFIG_RETRY_DELAY_MS,
    (language?: string) => deps.api.call(getSiteConfig, { query: language ? { lang: language } : {} }),
    lang,
  );
  return config;
}

function readEmbedded(deps: SiteDeps): SiteConfig | undefined {
  const raw = deps.readEmbeddedConfig();
  if (raw === undefined || raw === null) return undefined;
  const parsed = siteConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  deps.logger.warn('The embedded site config is malformed; fetching it instead', parsed.error.issues);
  return undefined;
}

/** Puts the language into the address bar; a path without one gets a warning (spec 02 §2). */
function fixAddress(deps: SiteDeps, language: string): void {
  const pathname = deps.location.pathname();
  const target = pathInLanguage(pathname, language);
  if (!target) return;
  if (!languageOfPath(pathname)) {
    deps.logger.warn(`The path ${pathname} has no language segment; redirecting to ${target}`);
  }
  deps.location.replace(`${target}${deps.location.search()}${deps.location.hash()}`);
}

/**
 * Spec 02 §4 "Config start-up" and "Language resolution": the embedded config or the fetched
 * one; the language from the URL, cookie, browser, default, en; the config again in that
 * language when the first copy is in another; the address fixed; the app ready or failed.
 */
export function* startUp(deps: SiteDeps) {
  yield put(startupStarted());
  const fromUrl = languageOfPath(deps.location.pathname());
  const fromCookie = deps.cookies.get(LANGUAGE_COOKIE);
  const isSignedIn = Boolean(deps.cookies.get(SIGNED_IN_COOKIE));

  let config = readEmbedded(deps);
  let source: 'embedded' | 'fetched' = 'embedded';
  if (!config) {
    try {
      config = (yield call(fetchConfig, deps, fromUrl ?? fromCookie)) as SiteConfig;
      source = 'fetched';
    } catch (error) {
      deps.logger.error(NO_SITE_CONFIG, error);
      yield put(startupFailed({ message: NO_SITE_CONFIG }));
      return;
    }
  }

  const language = resolveLanguage({
    fromUrl,
    fromCookie,
    browserLanguages: deps.browserLanguages(),
    available: config.languages,
    hiddenUnauthorized: config.langHiddenUnauthorized,
    isSignedIn,
    defaultLanguage: config.defaultLanguage,
  });
  if (language !== config.lng) {
    try {
      config = (yield call(fetchConfig, deps, language)) as SiteConfig;
      source = 'fetched';
    } catch (error) {
      // A config in another language still runs the site; the texts are local.
      deps.logger.error(`Site config in ${language} could not be loaded; keeping ${config.lng}`, error);
    }
  }

  deps.cookies.set(LANGUAGE_COOKIE, language);
  fixAddress(deps, language);
  yield put(startupSucceeded({ config, source, language, isSignedIn }));
}

/** A language picked after start-up: fetch its config, remember it, or keep the old one. */
export function* switchLanguage(deps: SiteDeps, { payload }: ReturnType<typeof languageRequested>) {
  const site: SiteState = yield select(selectSite);
  const { config } = site;
  if (!config || site.status !== 'ready') return;
  if (
    !isLanguageAllowed(payload.language, {
      available: config.languages,
      hiddenUnauthorized: config.langHiddenUnauthorized,
      isSignedIn: site.isSignedIn,
    })
  ) {
    yield put(languageSwitchFailed({ language: payload.language, message: 'language not available' }));
    return;
  }
  if (payload.language === site.language && payload.language === config.lng) {
    yield put(languageSwitched({ config, language: payload.language }));
    return;
  }
  try {
    const next = (yield call(fetchConfig, deps, payload.language)) as SiteConfig;
    deps.cookies.set(LANGUAGE_COOKIE, payload.language);
    yield put(languageSwitched({ config: next, language: payload.language }));
  } catch (error) {
    deps.logger.error(`Site config in ${payload.language} could not be loaded`, error);
    yield put(languageSwitchFailed({ language: payload.language, message: NO_SITE_CONFIG }));
  }
}

/**
 * Spec 01 §4 "Login triggers config reload": the config again in the current language. A
 * failure keeps the config in hand (the site runs on it) and is logged.
 */
export function* reloadConfig(deps: SiteDeps, { payload }: ReturnType<typeof signedInChanged>) {
  if (!payload.reloadConfig) return;
  const site: SiteState = yield select(selectSite);
  if (site.status !== 'ready' || !site.language) return;
  try {
    const config = (yield call(fetchConfig, deps, site.language)) as SiteConfig;
    yield put(configReloaded({ config }));
  } catch (error) {
    deps.logger.error('Site config could not be reloaded after sign-in', error);
  }
}

/** The root saga of the site feature. */
export function* siteSaga(deps: SiteDeps) {
  // The shell's routines run beside start-up: a page may ask for its SEO data before it ends.
  yield fork(appVersionSaga, deps);
  yield fork(seoSaga, deps);
  yield call(startUp, deps);
  yield takeLatest(languageRequested.type, switchLanguage, deps);
  yield takeLatest(signedInChanged.type, reloadConfig, deps);
}
