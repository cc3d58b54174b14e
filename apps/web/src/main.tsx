import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EMBEDDED_CONFIG_ELEMENT_ID, GEO_COUNTRY_HEADER, getToken, parseEmbeddedConfig } from '@bet/contract';
import { createWindowEventBus } from '@bet/coupon/state';
import { createLazyI18n, MISSING_TEXT_WARNING } from '@bet/i18n';
import {
  createBrowserLocation,
  createDocumentDialogs,
  createDocumentVisibility,
  createConsoleLogger,
  createDocumentCookieStore,
  createDomActivitySource,
  createMainThreadYield,
  afterFirstPaint,
  DEFAULT_LANGUAGE,
  systemClock,
} from '@bet/platform';
import { createApiClient, trackPendingRequests } from '@bet/request';
import { REMOTE_APPS_BASE_PATH } from '@bet/contract';
import { createFetchTransport } from '@bet/remote-apps';
import {
  collectDeviceComponents,
  createAuthHooks,
  createCaptchaBridge,
  createFingerprintProvider,
  selectIsAuthenticated,
  selectIsAuthFormOpen,
  selectUserId,
} from '@bet/session';
import {
  isProductionSite,
  restoreAppearance,
  LANGUAGE_COOKIE,
  languageOfPath,
  ownAppVersion,
  selectAuthConfig,
  selectGeoCountryId,
  selectGroupId,
  selectIsConfirmTermsAvailable,
  selectSiteConfig,
} from '@bet/site';
import { routePrefetcher } from '@bet/ui';
import { App } from './app';
import { createRoutes } from './routes';
import { createNavigator } from './navigator';
import { makeStore } from './store';
import { runtimeZoneOffset } from '@bet/time-settings';
import { createDataLayerInstaller } from '@bet/consent';
import { browserAppearance, createAdBlockDetector, reloadOnChunkError } from '@bet/site-ui';
// The design tokens first, from the app: the bundler drops a bare CSS import of a library whose
// package declares its side effects by pattern (@bet/ui's `import './tokens.css'` serves tests
// and stories), and without them the built app has no colour, type or spacing.
import '@bet/ui/tokens.css';
// The page's base (box sizing, the body's font and colours from the tokens), shared with Storybook.
import '@bet/ui/global.css';

async function main() {
  const logger = createConsoleLogger();
  // Theme, font size, visually impaired mode (spec 01 §3) on <html> first: the CSP allows no inline
  // script to do it earlier. Only then the main thread is yielded, so the task that evaluated the
  // modules ends before the store starts (together about 430 ms at 4x CPU, tools/bench/README.md
  // "Live screen"), and DOMContentLoaded and any frame between them already have the player's theme.
  const appearance = browserAppearance(window, logger);
  const restored = restoreAppearance(appearance);
  const yieldToMain = createMainThreadYield(window);
  // Issue 16: the first page's chunk loads while the store starts rather than once the router
  // does (the route table's own prefetch; the router's load finds the module loaded). A chunk that
  // fails here fails again there, where spec 02 §8's reload rule handles it.
  void routePrefetcher(createRoutes())(window.location.pathname)?.().catch(() => undefined);
  await yieldToMain();
  const cookies = createDocumentCookieStore(document);
  const location = createBrowserLocation(window);
  const clock = systemClock;
  const isProduction = isProductionSite(import.meta.env.PROD, window.location.hostname);
  // The sandbox reads a geo country from this header; a query flag lets a tester pick one.
  const geo = new URLSearchParams(window.location.search).get('geo');
  const headers: Record<string, string> = geo ? { [GEO_COUNTRY_HEADER]: geo } : {};

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
  const appNavigator = createNavigator(window);

  const store = makeStore({
    // Issue 16: the live feed's merge and the render it causes run in two tasks (store.ts).
    yieldToMain,
    // The appearance follows the player's choices and the system; the brand book goes on top.
    appearance: { ...appearance, restored },
    // Spec 01 §3 timeZone / is12h, kept in the tzo / is12h cookies (spec 02 §9); the device's zone is offered.
    timeSettings: { cookies, clock, deviceZoneOffset: runtimeZoneOffset, logger },
    // Spec 01 §4 "Page leave": the one source of pageLeft / pageReturned (@bet/platform).
    visibility: createDocumentVisibility(document),
    site: {
      api,
      // The server embeds the config as a JSON data block of the page (spec 02 §4); unknown until validated.
      readEmbeddedConfig: () => parseEmbeddedConfig(document.getElementById(EMBEDDED_CONFIG_ELEMENT_ID)?.textContent),
      cookies,
      location,
      browserLanguages: () => navigator.languages,
      logger,
      appVersion: ownAppVersion(import.meta.url),
    },
    coupon: {
      storage: window.localStorage,
      // Spec 02 §9: the app view type's cookie app_view_type (the odds format is in local storage).
      cookies,
      sessionStorage: window.sessionStorage,
      // Any page or sub-app adds bets with couponAddBet / couponUpdate events on window.
      bus: createWindowEventBus(window),
      clock,
      logger,
      // Placement and the coupon config go through the request layer; who places and the
      // referral id come from the session and the site config.
      api,
      selectUserId,
      selectRefId: (state) => selectSiteConfig(state)?.ref_id ?? null,
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
      selectAuthConfig,
      selectIsConfirmTermsAvailable,
      selectGeoCountryId,
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
      language: appNavigator.language,
      cookies,
      storage: window.sessionStorage,
      clock,
      logger,
      isProduction,
    },
    // Cookie consent, referral cookies and analytics counters (libs/consent/core README).
    consent: {
      api,
      cookies,
      storage: window.localStorage,
      clock,
      logger,
      location,
      analytics: createDataLayerInstaller(window),
      selectIsSignedIn: selectIsAuthenticated,
      selectAnalyticsProjectId: selectGroupId,
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
      // Spec 01 §4 "if no auth form or modal is open": the session's forms, any feature's dialog.
      selectIsAuthFormOpen,
      dialogs: createDocumentDialogs(document),
    },
    // The line and live feed (libs/sportsbook/core README).
    sportsbook: {
      api,
      clock,
      language: appNavigator.language,
      logger,
      storage: window.localStorage,
      // Spec 02 §9: the market names type's cookie markets_name_type (issue 12).
      cookies,
      // Issue 16: a feed answer is applied in a task after the one that parsed it.
      yieldToMain,
    },
    // Live media (libs/media/core README): the media list, the side zones kept in local storage.
    media: { api, clock, logger, storage: window.localStorage, firstPaint: () => afterFirstPaint(window) },
    // Bet history, print-coupon and the settings page's office groups (libs/office/core README).
    office: { api, clock, logger, language: appNavigator.language },
    // Support chat, callback, e-mail form, the inbox and the header's markers (libs/support/core README).
    support: { api, clock, logger },
    // The promotion page and bring a friend (libs/promotion/core README).
    promotion: { api, logger },
    // Verification, identification, block appeals and convert account (libs/verification/core README).
    verification: { api, logger },
    // Bonuses, cashback, points and rewards (libs/bonuses/core README): a fresh id per claim or exchange.
    bonuses: { api, logger, newRequestId: () => crypto.randomUUID() },
    // The personal data page (libs/profile/core README).
    profile: { api, clock },
    // The player's accounts and the header's account switcher (libs/accounts/core README).
    accounts: { api, clock, logger, location },
    // Deposits, withdrawals, payment history and requests (libs/payments/core README): the provider is another origin.
    payments: {
      api,
      clock,
      logger,
      leavePage: (url) => window.location.assign(url),
      newRequestId: () => crypto.randomUUID(),
    },
    // The casino (libs/casino/core README): games run at the provider's origin, framed by the game page.
    casino: { api, clock, logger, language: appNavigator.language },
    // Responsible gaming (libs/limits/core README): the reality check's next show time is shared by the tabs.
    limits: { api, clock, logger, storage: window.localStorage, language: appNavigator.language },
  });
  // Spec 02 §8: Vite reports a dynamic import whose files cannot load; reload once per 60 s.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnChunkError(Reflect.get(event, 'payload'))) event.preventDefault();
  });

  // Until the site config settles the language, texts follow the address or the cookie. Issue 16:
  // only that language's texts load (a chunk of their own), while the store already asks for the
  // config; the first render, the start-up screen included, waits for them.
  const language = languageOfPath(location.pathname()) ?? cookies.get(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE;
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const i18n = await createLazyI18n(language, {
    onLoadError: (error) => {
      // Spec 02 §8: a chunk that cannot load (a new release removed it) reloads the page once per 60 s.
      if (!reloadOnChunkError(error)) logger.warn(`The ${language} texts could not load`, error);
    },
    // A key on screen instead of a text is a bug; the e2e suite fails on this warning (e2e/src/csp-guard.ts).
    onMissingKey: (key, shown) => logger.warn(`${MISSING_TEXT_WARNING} "${key}" (${shown})`),
  });
  createRoot(root).render(
    <StrictMode>
      <App
        store={store}
        i18n={i18n}
        services={{
          logger,
          navigator: appNavigator,
          pendingRequests,
          isProduction,
        }}
      />
    </StrictMode>,
  );
}

void main();
