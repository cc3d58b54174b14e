import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { DEFAULT_EXTERNAL_BAN_URL } from '@bet/routing';
import { selectAuthDialog, selectAuthReturnTo } from '@bet/session';
import { userConfigFixture, type SessionHarnessOptions } from '@bet/session/testing';
import { renderApp as renderTestApp } from './testing/test-app';

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
  const leaveTo = vi.fn<(url: string) => void>();
  const app = renderTestApp({ url, embedded: config, session, services: { leaveTo } });
  return { ...app, leaveTo };
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

  // Issue 12 "Route constraints": React Router takes any text for a parameter; the table's rule decides.
  it.each(['/ru/print-coupon/abc', '/ru/registration/nonsense', '/ru/payment/requests/12a'])(
    'answers the table 404 for %s, whose parameter breaks its rule',
    async (url) => {
      const { store } = renderApp({ url });
      expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
      expect(selectAuthDialog(store.getState())).toBe('closed');
    },
  );
});
