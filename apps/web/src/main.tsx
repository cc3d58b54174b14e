import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EMBEDDED_CONFIG_GLOBAL, GEO_COUNTRY_HEADER, getToken } from '@bet/contract';
import { createWindowEventBus } from '@bet/coupon/state';
import { createI18n } from '@bet/i18n';
import {
  createBrowserLocation,
  createConsoleLogger,
  createDocumentCookieStore,
  createDomActivitySource,
} from '@bet/platform';
import { createApiClient } from '@bet/request';
import {
  createAuthHooks,
  createCaptchaBridge,
  createFingerprintProvider,
  pageVisibilityChanged,
  sessionExpired,
  termsRequired,
} from '@bet/session';
import { LANGUAGE_COOKIE, languageOfPath, selectLanguage, selectSiteConfig } from '@bet/site';
import { App } from './app';
import { collectDeviceComponents } from './device-components';
import { createNavigator } from './navigator';
import { makeStore, type AppStore } from './store';
import './global.css';

function main() {
  const logger = createConsoleLogger();
  const cookies = createDocumentCookieStore(document);
  const location = createBrowserLocation(window);
  const clock = { now: () => Date.now() };
  // The sandbox reads a geo country from this header; a query flag lets a tester pick one.
  const geo = new URLSearchParams(window.location.search).get('geo');
  const headers: Record<string, string> = geo ? { [GEO_COUNTRY_HEADER]: geo } : {};

  // The store is made after the API client, whose hooks report into it: they run only once
  // calls are under way, by which time the store is there.
  const made: { store?: AppStore } = {};
  const dispatchLater = (action: Parameters<AppStore['dispatch']>[0]) => made.store?.dispatch(action);

  // Token fetches and fingerprints go through a plain client: no hooks, so a failing refresh
  // cannot start another refresh.
  const plain = createApiClient({ baseURL: '', headers });
  const fingerprint = createFingerprintProvider({
    api: plain,
    storage: window.localStorage,
    clock,
    collect: () => collectDeviceComponents(window),
  });
  const captcha = createCaptchaBridge();
  const api = createApiClient({
    baseURL: '',
    headers,
    auth: createAuthHooks({
      cookies,
      clock,
      fetchToken: async () => (await plain.call(getToken, { query: { force_refresh: 'true' } })).token,
      onRefreshFailed: () => dispatchLater(sessionExpired()),
    }),
    fingerprint: { refresh: () => fingerprint.refresh() },
    captcha: captcha.hooks,
    onTermsRequired: () => dispatchLater(termsRequired()),
  });
  const appNavigator = createNavigator(window, () => (made.store ? selectLanguage(made.store.getState()) : null) ?? 'ru');

  const store = makeStore({
    site: {
      api,
      readEmbeddedConfig: () => (window as unknown as Record<string, unknown>)[EMBEDDED_CONFIG_GLOBAL],
      cookies,
      location,
      browserLanguages: () => navigator.languages,
      logger,
    },
    coupon: {
      storage: window.localStorage,
      sessionStorage: window.sessionStorage,
      // Any page or sub-app adds bets with couponAddBet / couponUpdate events on window.
      bus: createWindowEventBus(window),
      clock,
      logger,
    },
    session: {
      api,
      route: appNavigator,
      navigate: appNavigator,
      cookies,
      logger,
      storage: window.localStorage,
      clock,
      location,
      activity: createDomActivitySource(window),
      fingerprint,
      selectAuthConfig: (state) => selectSiteConfig(state as never)?.auth ?? null,
      selectIsConfirmTermsAvailable: (state) => selectSiteConfig(state as never)?.isAvailableConfirmTerms ?? false,
      selectGeoCountryId: (state) => selectSiteConfig(state as never)?.geoCountryId ?? null,
      captchaRequests: captcha.requests,
    },
  });
  made.store = store;
  // Spec 02 §4 "Page-leave": the session pauses its timers 30 s after the page is hidden.
  document.addEventListener('visibilitychange', () =>
    store.dispatch(pageVisibilityChanged({ visible: document.visibilityState === 'visible' })),
  );
  if (document.visibilityState !== 'visible') store.dispatch(pageVisibilityChanged({ visible: false }));

  // Until the site config settles the language, texts follow the address or the cookie.
  const i18n = createI18n(languageOfPath(location.pathname()) ?? cookies.get(LANGUAGE_COOKIE) ?? 'ru');
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App store={store} i18n={i18n} services={{ logger, navigator: appNavigator }} />
    </StrictMode>,
  );
}

main();
