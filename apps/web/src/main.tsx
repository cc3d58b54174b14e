import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EMBEDDED_CONFIG_GLOBAL, GEO_COUNTRY_HEADER } from '@bet/contract';
import { createWindowEventBus } from '@bet/coupon/state';
import { createI18n } from '@bet/i18n';
import { createBrowserLocation, createConsoleLogger, createDocumentCookieStore } from '@bet/platform';
import { createApiClient } from '@bet/request';
import { LANGUAGE_COOKIE, languageOfPath } from '@bet/site';
import { App } from './app';
import { makeStore } from './store';
import './global.css';

function main() {
  const logger = createConsoleLogger();
  const cookies = createDocumentCookieStore(document);
  const location = createBrowserLocation(window);
  // The sandbox reads a geo country from this header; a query flag lets a tester pick one.
  const geo = new URLSearchParams(window.location.search).get('geo');
  const api = createApiClient({ baseURL: '', headers: geo ? { [GEO_COUNTRY_HEADER]: geo } : {} });
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
      clock: { now: () => Date.now() },
      logger,
    },
  });
  // Until the site config settles the language, texts follow the address or the cookie.
  const i18n = createI18n(languageOfPath(location.pathname()) ?? cookies.get(LANGUAGE_COOKIE) ?? 'ru');
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App store={store} i18n={i18n} services={{ logger }} />
    </StrictMode>,
  );
}

main();
