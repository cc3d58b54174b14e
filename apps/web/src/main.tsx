import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EMBEDDED_CONFIG_GLOBAL, GEO_COUNTRY_HEADER, getToken } from '@bet/contract';
import { createWindowEventBus } from '@bet/coupon/state';
import { createI18n, switchLanguage } from '@bet/i18n';
import {
  createBrowserLocation,
  createDocumentVisibility,
  createConsoleLogger,
  createDocumentCookieStore,
  createDomActivitySource,
} from '@bet/platform';
import { createApiClient, trackPendingRequests } from '@bet/request';
import { REMOTE_APPS_BASE_PATH } from '@bet/contract';
import { createFetchTransport } from '@bet/remote-apps';
import { createAuthHooks, createCaptchaBridge, createFingerprintProvider } from '@bet/session';
import { LANGUAGE_COOKIE, languageOfPath, selectLanguage, selectSiteConfig } from '@bet/site';
import { App } from './app';
import { ownAppVersion } from './app-version';
import { reloadOnChunkError } from './chunk-reload';
import { collectDeviceComponents } from './device-components';
import { createNavigator } from './navigator';
import { isProductionSite } from './production-site';
import { makeStore, type AppStore } from './store';
import { createPlaceCoupon } from './place-coupon';
import { createDataLayerInstaller, isRegistrationPath } from '@bet/consent';
import { selectIsAuthenticated } from '@bet/session';
import { registrationOpened, selectAuthDialog } from '@bet/session';
import { createAdBlockDetector } from '@bet/site-ui';
import './global.css';

function main() {
  const logger = createConsoleLogger();
  const cookies = createDocumentCookieStore(document);
  const location = createBrowserLocation(window);
  const clock = { now: () => Date.now() };
  // The sandbox reads a geo country from this header; a query flag lets a tester pick one.
  const geo = new URLSearchParams(window.location.search).get('geo');
  const headers: Record<string, string> = geo ? { [GEO_COUNTRY_HEADER]: geo } : {};

  // Read by the closures below that still need the store's state once it exists.
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
    // A failed refresh and a 451 are the client's events; the session's saga listens to them.
    auth: createAuthHooks({
      cookies,
      clock,
      fetchToken: async () => (await plain.call(getToken, { query: { force_refresh: 'true' } })).token,
    }),
    fingerprint: { refresh: () => fingerprint.refresh() },
    captcha: captcha.hooks,
  });
  // The top progress bar shows for long requests too (the site shell reads the count).
  const pendingRequests = trackPendingRequests(api);
  const appNavigator = createNavigator(
    window,
    () => (made.store ? selectLanguage(made.store.getState()) : null) ?? 'ru',
  );

  const store = makeStore({
    // Spec 01 §4 "Page leave": the one source of pageLeft / pageReturned (@bet/platform).
    visibility: createDocumentVisibility(document),
    site: {
      api,
      readEmbeddedConfig: () => (window as unknown as Record<string, unknown>)[EMBEDDED_CONFIG_GLOBAL],
      cookies,
      location,
      browserLanguages: () => navigator.languages,
      logger,
      appVersion: ownAppVersion(import.meta.url),
    },
    coupon: {
      storage: window.localStorage,
      sessionStorage: window.sessionStorage,
      // Any page or sub-app adds bets with couponAddBet / couponUpdate events on window.
      bus: createWindowEventBus(window),
      clock,
      logger,
      // Issue 6: placement through the contract's placeCoupon; a refusal updates the coupon and
      // an accepted bet reloads the accounts (place-coupon.ts).
      placeCoupon: createPlaceCoupon({
        api,
        dispatch: (action) => dispatchLater(action),
        getCoupon: () => made.store?.getState().coupon ?? null,
      }),
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
    // Remote sub-apps come from the sandbox's path on this origin (spec 02 §7).
    remoteApps: {
      transport: createFetchTransport(window.fetch.bind(window)),
      baseUrl: REMOTE_APPS_BASE_PATH,
      clock,
      logger,
    },
    // Spec 02 §4 start-up checks: redirect, block and maintenance.
    maintenance: {
      api,
      location: {
        href: () => window.location.href,
        pathname: () => window.location.pathname,
        search: () => window.location.search,
        assign: (url) => window.location.assign(url),
      },
      navigate: appNavigator,
      language: () => (made.store ? selectLanguage(made.store.getState()) : null) ?? 'ru',
      cookies,
      storage: window.sessionStorage,
      clock,
      logger,
      isProduction: isProductionSite(import.meta.env.PROD, window.location.hostname),
    },
    // Cookie consent, referral cookies and analytics counters (libs/consent/core README).
    consent: {
      api,
      cookies,
      storage: window.localStorage,
      clock,
      logger,
      location,
      isRegistrationRoute: () => isRegistrationPath(window.location.pathname),
      analytics: createDataLayerInstaller(window as unknown as { dataLayer?: unknown[] }),
      selectIsSignedIn: (state) => selectIsAuthenticated(state as never),
      // Spec 02 §7 "domain and projectId": this host, and the site config's group_id as the project.
      selectAnalyticsProject: (state) => {
        const config = selectSiteConfig(state as never);
        return config ? { domain: window.location.hostname, projectId: config.group_id } : null;
      },
    },
    // Site widgets (libs/site/core README "Widgets"): the age notice, new-site modal, registration reminder, ad-blocker check.
    widgets: {
      api,
      storage: window.localStorage,
      sessionStorage: window.sessionStorage,
      clock,
      logger,
      detectAdBlocker: createAdBlockDetector(window),
      // Under age: away from the site, to a blank page (nothing of ours stays on screen).
      leaveSite: () => window.location.replace('about:blank'),
      // Spec 01 §2: registration opens as a modal or on the registration page, as the auth settings say.
      openRegistration: () => {
        const state = made.store?.getState();
        const auth = state ? selectSiteConfig(state)?.auth : undefined;
        if (auth?.registrationOpensAs === 'page')
          appNavigator.to(`/${selectLanguage(state as never) ?? 'ru'}/registration`);
        else dispatchLater(registrationOpened({}));
      },
      // Spec 01 §4: the session's sign-in or registration (dialog or page), or any open modal of any feature.
      isAuthFormOrModalOpen: (state) =>
        selectAuthDialog(state as never) !== 'closed' ||
        /^\/[a-z]{2}\/(registration|user\/login)(\/|$)/.test(window.location.pathname) ||
        document.querySelector('dialog[open]') !== null,
    },
    // The line and live feed (libs/sportsbook/core README).
    sportsbook: {
      api,
      clock,
      language: () => (made.store ? selectLanguage(made.store.getState()) : null) ?? 'ru',
      logger,
      storage: window.localStorage,
    },
    // Bet history and print-coupon (libs/office/core README): the 15 s refresh of open coupons pauses with the session timers.
    office: { api, clock, logger },
  });
  made.store = store;
  // Spec 02 §8: Vite reports a dynamic import whose files cannot load; reload once per 60 s.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });

  // Until the site config settles the language, texts follow the address or the cookie.
  const i18n = createI18n(languageOfPath(location.pathname()) ?? cookies.get(LANGUAGE_COOKIE) ?? 'ru');
  // A lazily loaded language starts loading now, so the start-up screen already shows its texts.
  void switchLanguage(i18n, i18n.language, {
    onLoadError: (error) => logger.warn(`The ${i18n.language} texts could not load`, error),
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App
        store={store}
        i18n={i18n}
        services={{
          logger,
          navigator: appNavigator,
          pendingRequests,
          isProduction: isProductionSite(import.meta.env.PROD, window.location.hostname),
        }}
      />
    </StrictMode>,
  );
}

main();
