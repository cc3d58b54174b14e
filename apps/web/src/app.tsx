import { useEffect, useMemo, useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadTextPack, switchLanguage } from '@bet/i18n';
import { selectLanguage, selectSiteStatus } from '@bet/site';
import { NoSiteConfigScreen, StartupScreen } from '@bet/site-ui';
import { routePrefetcher, useLinkPrefetch } from '@bet/ui';
import { AppServicesContext, type AppServices } from './app-services';
import { createRoutes } from './routes';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: i18n;
  services: AppServices;
  /** Tests pass a memory router factory; the browser uses the address bar. */
  createRouter?: typeof createBrowserRouter;
}

/** A navigation that asks for `flushSync` renders at once (navigator.ts: home after a logout). */
function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}

export function App({ store, i18n, services, createRouter = createBrowserRouter }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppServicesContext.Provider value={services}>
          <Startup store={store} i18n={i18n} createRouter={createRouter} services={services} />
        </AppServicesContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}

/** Nothing routes before the site config and the language are settled (spec 02 §4). */
interface StartupProps {
  store: AppStore;
  i18n: i18n;
  createRouter: typeof createBrowserRouter;
  services: AppServices;
}

function Startup({ store, i18n, createRouter, services }: StartupProps) {
  const status = useSelector(selectSiteStatus);
  const language = useSelector(selectLanguage);

  useEffect(() => {
    // A language other than ru and en loads its texts before the switch (@bet/i18n).
    if (!language) return;
    const onLoadError = (error: unknown) => services.logger.warn(`The ${language} texts could not load`, error);
    void switchLanguage(i18n, language, { onLoadError });
  }, [i18n, language, services]);

  if (status === 'failed') return <NoSiteConfigScreen onReload={() => window.location.reload()} />;
  if (status !== 'ready') return <StartupScreen />;
  return <AppRouter store={store} i18n={i18n} createRouter={createRouter} services={services} />;
}

function AppRouter({ store, i18n, createRouter, services }: StartupProps) {
  // Created once the address is final: the start-up saga may have just fixed it. A page's texts
  // of its own (@bet/i18n text packs) and its feature's sagas load with its chunk.
  const [routes] = useState(() =>
    createRoutes({ loadTexts: (pack) => loadTextPack(i18n, pack), startSagas: store.startSagas }),
  );
  const [router] = useState(() => createRouter(routes));
  useEffect(() => services.navigator?.attach(router), [router, services.navigator]);
  // Issue 16: a lazy route's chunk loads ahead when a link to it comes into view or is hovered.
  useLinkPrefetch(useMemo(() => routePrefetcher(routes), [routes]));
  return <RouterProvider router={router} flushSync={flushRouterUpdate} />;
}
