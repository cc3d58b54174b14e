import { render } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import type { ApiCall, SiteConfig } from '@bet/contract';
import { createEventBus } from '@bet/coupon/state';
import { createI18n } from '@bet/i18n';
import { systemClock, type YieldToMain } from '@bet/platform';
import { createMemoryCookieStore, createMemoryLocation, createMemoryLogger } from '@bet/platform/testing';
import { ApiError } from '@bet/request';
import { createFakeSessionDeps, type SessionHarnessOptions } from '@bet/session/testing';
import type { SiteDeps } from '@bet/site';
import { App } from '../app';
import { couponTestDeps } from '../coupon-test-deps';
import type { AppServices } from '../app-services';
import { makeStore } from '../store';

export interface TestAppOptions {
  /** The address the page opened at. */
  url: string;
  /** The site config embedded in the page; none unless given. */
  embedded?: SiteConfig;
  /**
   * The config the server answers in a language (`ru` when the call names none); undefined: the
   * server is down. The embedded config whatever the language unless given.
   */
  server?: (language: string) => SiteConfig | undefined;
  browserLanguages?: string[];
  /** The session's fake server and settings (the coupon's calls go to it too); a visitor unless given. */
  session?: SessionHarnessOptions;
  /** The app's main-thread yield (store.ts); none unless given. */
  yieldToMain?: YieldToMain;
}

/** The app's real store and root saga with every outside thing faked, and a coupon bus to feed. */
export function makeTestAppStore({
  url,
  embedded,
  server = () => embedded,
  browserLanguages = ['ru-RU'],
  session,
  yieldToMain,
}: TestAppOptions) {
  const logger = createMemoryLogger();
  const location = createMemoryLocation(url);
  const bus = createEventBus();
  const api: SiteDeps['api'] = {
    call: (async (_call: ApiCall, options?: { query?: { lang?: string } }) => {
      const config = server(options?.query?.lang ?? 'ru');
      if (!config) throw new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' });
      return config;
    }) as SiteDeps['api']['call'],
  };
  const fakeSession = createFakeSessionDeps({ url, ...session });
  const store = makeStore({
    site: {
      api,
      readEmbeddedConfig: () => embedded,
      cookies: createMemoryCookieStore(),
      location,
      browserLanguages: () => browserLanguages,
      logger,
    },
    coupon: couponTestDeps({ api: fakeSession.api, logger, bus }),
    session: fakeSession.deps,
    // The accounts answer from the session's fake client (getAccounts, when a test gives it).
    accounts: { api: fakeSession.api, clock: systemClock, logger, location },
    ...(yieldToMain ? { yieldToMain } : {}),
  });
  return { store, logger, location, bus };
}

export interface RenderAppOptions extends TestAppOptions {
  /** The texts' language at start (`ru`, the default language, unless given). */
  language?: string;
  /** Services besides the logger (leaving the site, say). */
  services?: Omit<AppServices, 'logger'>;
}

/** The whole app on a memory router, started where the start-up saga left the address. */
export function renderApp({ language = 'ru', services, ...options }: RenderAppOptions) {
  const app = makeTestAppStore(options);
  let router: DataRouter | undefined;
  render(
    <App
      store={app.store}
      i18n={createI18n(language)}
      services={{ logger: app.logger, ...services }}
      createRouter={(routes) => {
        router = createMemoryRouter(routes, {
          initialEntries: [`${app.location.pathname()}${app.location.search()}`],
        });
        return router;
      }}
    />,
  );
  /** Where the router is now (path and query). */
  const address = () => {
    const current = router?.state.location;
    return current ? `${current.pathname}${current.search}` : undefined;
  };
  /** An in-app navigation, as a link does. */
  const navigate = (to: string) => act(async () => void (await router?.navigate(to)));
  return { ...app, address, navigate };
}
