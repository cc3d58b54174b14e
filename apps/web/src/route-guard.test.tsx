import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall, SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { createI18n } from '@bet/i18n';
import { createMemoryCookieStore, createMemoryLocation, createMemoryLogger } from '@bet/platform/testing';
import { DEFAULT_EXTERNAL_BAN_URL } from '@bet/routing';
import { selectAuthDialog, selectAuthReturnTo } from '@bet/session';
import { createFakeSessionDeps, userConfigFixture, type SessionHarnessOptions } from '@bet/session/testing';
import type { SiteDeps } from '@bet/site';
import { App } from './app';
import { couponTestDeps } from './coupon-test-deps';
import { makeStore } from './store';

afterEach(() => {
  cleanup();
});

interface Setup {
  url: string;
  config?: SiteConfig;
  session?: SessionHarnessOptions;
}

const signedIn = (config = userConfigFixture()): SessionHarnessOptions => ({
  answers: { fetchUserId: () => ({ user_id: 100000 }), getUserConfig: () => config },
});

/** The whole app on a memory router, with the address and the external navigations it makes. */
function renderApp({ url, config = siteConfigFixture(), session }: Setup) {
  const logger = createMemoryLogger();
  const location = createMemoryLocation(url);
  const api: SiteDeps['api'] = {
    call: (async (_call: ApiCall) => config) as SiteDeps['api']['call'],
  };
  const fakeSession = createFakeSessionDeps({ url, ...session });
  const store = makeStore({
    site: {
      api,
      readEmbeddedConfig: () => config,
      cookies: createMemoryCookieStore(),
      location,
      browserLanguages: () => ['ru-RU'],
      logger,
    },
    coupon: couponTestDeps({ api: fakeSession.api, logger }),
    session: fakeSession.deps,
  });
  const leaveTo = vi.fn<(url: string) => void>();
  let router: DataRouter | undefined;
  render(
    <App
      store={store}
      i18n={createI18n('ru')}
      services={{ logger, leaveTo }}
      createRouter={(routes) => {
        router = createMemoryRouter(routes, { initialEntries: [`${location.pathname()}${location.search()}`] });
        return router;
      }}
    />,
  );
  const address = () => {
    const current = router?.state.location;
    return current ? `${current.pathname}${current.search}` : undefined;
  };
  const navigate = (to: string) => act(async () => void (await router?.navigate(to)));
  return { store, leaveTo, address, navigate };
}

describe('RouteGuard (spec 01 §2 Guards)', () => {
  it('sends a visitor on a page that needs sign-in to user/login with the return URL (first load)', async () => {
    const { address } = renderApp({ url: '/ru/confirm' });
    await waitFor(() => expect(address()).toBe(`/ru/user/login?return_url=${encodeURIComponent('/ru/confirm')}`));
  });

  it('opens the sign-in dialog and stays put when a visitor navigates to such a page in the app', async () => {
    const { address, navigate, store } = renderApp({ url: '/ru/' });
    await screen.findByRole('heading', { level: 1 });
    await navigate('/ru/confirm');
    await waitFor(() => expect(address()).toBe('/ru/'));
    expect(selectAuthDialog(store.getState())).toBe('signIn');
    // The wanted route is kept for after the sign-in (spec 01 §2).
    expect(selectAuthReturnTo(store.getState())).toBe('/ru/confirm');
  });

  it('sends a signed-in player on user/login home', async () => {
    const { address } = renderApp({
      url: '/en/user/login',
      config: siteConfigFixture({ lng: 'en' }),
      session: signedIn(),
    });
    await waitFor(() => expect(address()).toBe('/en/'));
  });

  it('follows a legacy promotion redirect, keeping the query (spec 01 §2 Promotions)', async () => {
    const { address } = renderApp({ url: '/ru/actions/cashback?utm=mail' });
    await waitFor(() => expect(address()).toBe('/ru/promotions/cashback?utm=mail'));
  });

  it('sends user/coupon to the language root', async () => {
    const { address } = renderApp({ url: '/ru/user/coupon' });
    await waitFor(() => expect(address()).toBe('/ru/'));
  });

  it('swaps the bonus and offer families by promoBonusToOffer', async () => {
    const offers = renderApp({ url: '/ru/bonuses', config: siteConfigFixture({ promoBonusToOffer: true }) });
    await waitFor(() => expect(offers.address()).toBe('/ru/offers'));
    cleanup();
    const bonuses = renderApp({ url: '/ru/offers/rules/7', config: siteConfigFixture({ promoBonusToOffer: false }) });
    await waitFor(() => expect(bonuses.address()).toBe('/ru/bonuses/rules/7'));
  });

  it('replaces bonus slot_first_deposit by the casino page under thirdPartyHasFirstDepositRedirect', async () => {
    const { address } = renderApp({
      url: '/ru/bonuses/rules/slot_first_deposit',
      config: siteConfigFixture({ thirdPartyHasFirstDepositRedirect: true }),
    });
    await waitFor(() => expect(address()).toBe('/ru/casino/slot-first-deposit'));
  });

  it('sends a banned player on a page not allowed in a ban to the external ban address (spec 01 §4 Ban)', async () => {
    const { leaveTo } = renderApp({
      url: '/ru/promotions/cashback',
      session: signedIn(userConfigFixture({ ban_level: 7 })),
    });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(DEFAULT_EXTERNAL_BAN_URL));
  });

  it('lets a banned player see a page allowed in a ban', async () => {
    const { leaveTo, address } = renderApp({ url: '/ru/', session: signedIn(userConfigFixture({ ban_level: 7 })) });
    await screen.findByRole('heading', { level: 1 });
    expect(address()).toBe('/ru/');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('strips platform_type=mobile from a page with no route', async () => {
    const { address } = renderApp({ url: '/ru/nowhere?platform_type=mobile&a=1' });
    await waitFor(() => expect(address()).toBe('/ru/nowhere?a=1'));
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });

  it('keeps user/forgotpassword opening the forgot-password dialog for a visitor', async () => {
    const { address, store } = renderApp({ url: '/ru/user/forgotpassword' });
    await waitFor(() => expect(address()).toBe('/ru/'));
    expect(selectAuthDialog(store.getState())).toBe('forgotPassword');
  });
});

describe('RouteGuard: pages that render today keep rendering', () => {
  it('shows the technical error page for a path no route claims', async () => {
    renderApp({ url: '/ru/casino' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });
});
