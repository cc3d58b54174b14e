import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { userConfigFixture, type SessionHarnessOptions } from '@bet/session/testing';
import { renderApp as renderTestApp } from './testing/test-app';
import { accountFixture, accountsAnswerFixture } from '@bet/accounts/testing';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Setup {
  url: string;
  embedded?: SiteConfig;
  /** Config per language the fake server answers; none means it is down. */
  server?: Record<string, SiteConfig>;
  /** The session's fake server and settings; by default a visitor. */
  session?: SessionHarnessOptions;
}

function renderApp({ url, embedded, server, session }: Setup) {
  return renderTestApp({ url, embedded, server: (language) => server?.[language], session });
}

describe('App', () => {
  it('renders the home page in the default layout from the embedded config', async () => {
    renderApp({ url: '/ru/', embedded: siteConfigFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Добро пожаловать в Orbit Bet' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('moves a path without a language under the resolved one and logs a warning', async () => {
    const { location, logger } = renderApp({ url: '/sport/football', embedded: siteConfigFixture() });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(location.pathname()).toBe('/ru/sport/football');
    expect(logger.entries.some((e) => e.level === 'warn' && e.message.includes('/sport/football'))).toBe(true);
  });

  it('switches texts and config when the player picks English', async () => {
    const { store } = renderApp({
      url: '/ru/',
      embedded: siteConfigFixture(),
      server: { en: siteConfigFixture({ lng: 'en', companyName: 'Orbit Bet International' }) },
    });
    // The language menu is one control (issue 19 "Navigation"): open it, then pick.
    await userEvent.click(await screen.findByRole('button', { name: 'Язык: Русский RU' }));
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Orbit Bet International' })).toBeTruthy();
    expect(store.getState().site.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('loads the German texts, a lazy bundle, when the player picks Deutsch (spec 02 §9)', async () => {
    const languages = ['ru', 'en', 'de'];
    const { store } = renderApp({
      url: '/ru/',
      embedded: siteConfigFixture({ languages }),
      server: { de: siteConfigFixture({ lng: 'de', languages }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Язык: Русский RU' }));
    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Orbit Bet' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sprache' })).toBeTruthy();
    expect(store.getState().site.language).toBe('de');
  });

  it('takes bets from the global bus into the coupon (spec 02 §7 Coupon events)', async () => {
    const { store, bus } = renderApp({ url: '/ru/', embedded: siteConfigFixture() });
    await screen.findByRole('heading', { level: 1 });
    bus.emit('couponAddBet', { market: { id: 7, coef: 1.85, gameId: 100 } });
    expect(store.getState().coupon.bets.ids).toEqual(['100:7']);
  });

  it("shows 'no site config' when neither an embedded nor a fetched config can be had", async () => {
    vi.useFakeTimers();
    renderApp({ url: '/ru/' });
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('alert').textContent).toContain('no site config');
  });
});

describe('App: the session in the header', () => {
  it('offers a visitor sign-in and registration, and opens the sign-in dialog', async () => {
    renderApp({ url: '/en/', embedded: siteConfigFixture({ lng: 'en' }) });
    const banner = await screen.findByRole('banner');
    const signIn = await within(banner).findByRole('button', { name: 'Sign in' });
    expect(within(banner).getByRole('button', { name: 'Register' })).toBeTruthy();
    await userEvent.click(signIn);
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it("shows a signed-in player's name and balance, and asks before signing out", async () => {
    const { store } = renderApp({
      url: '/en/',
      embedded: siteConfigFixture({ lng: 'en' }),
      session: {
        answers: {
          fetchUserId: () => ({ user_id: 100000 }),
          getUserConfig: () => userConfigFixture({ user_hide_balance: false }),
          getAccounts: () => accountsAnswerFixture([accountFixture({ money: 10_000 })]),
        },
      },
    });
    const banner = await screen.findByRole('banner');
    await within(banner).findByText(/Ivan/);
    expect(banner.textContent).toMatch(/100\.00/);
    await userEvent.click(within(banner).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog', { name: /sign out/i })).toBeTruthy();
    expect(store.getState().session.logout).toBe('confirming');
  });
});
