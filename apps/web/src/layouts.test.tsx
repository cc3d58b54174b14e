import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiCall, SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { createI18n } from '@bet/i18n';
import { createMemoryCookieStore, createMemoryLocation, createMemoryLogger } from '@bet/platform/testing';
import { createFakeSessionDeps, userConfigFixture, type SessionHarnessOptions } from '@bet/session/testing';
import type { SiteDeps } from '@bet/site';
import { App } from './app';
import { couponTestDeps } from './coupon-test-deps';
import { makeStore } from './store';

afterEach(() => {
  cleanup();
});

const signedIn: SessionHarnessOptions = {
  answers: { fetchUserId: () => ({ user_id: 100000 }), getUserConfig: () => userConfigFixture() },
};

/** The whole app on a memory router at `url`, in English. */
function renderApp(url: string, session?: SessionHarnessOptions) {
  const config: SiteConfig = siteConfigFixture({ lng: 'en' });
  const logger = createMemoryLogger();
  const location = createMemoryLocation(url);
  const api: SiteDeps['api'] = { call: (async (_call: ApiCall) => config) as SiteDeps['api']['call'] };
  const fakeSession = createFakeSessionDeps({ url, ...session });
  const store = makeStore({
    site: {
      api,
      readEmbeddedConfig: () => config,
      cookies: createMemoryCookieStore(),
      location,
      browserLanguages: () => ['en-GB'],
      logger,
    },
    coupon: couponTestDeps({ api: fakeSession.api, logger }),
    session: fakeSession.deps,
  });
  render(
    <App
      store={store}
      i18n={createI18n('en')}
      services={{ logger }}
      createRouter={(routes) =>
        createMemoryRouter(routes, { initialEntries: [`${location.pathname()}${location.search()}`] })
      }
    />,
  );
}

describe('spec 01 §2 layouts: empty', () => {
  it('shows a payment result alone: the page and a skip link, no header, footer or widgets', async () => {
    renderApp('/en/onpay/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit successful' })).toBeTruthy();
    expect(screen.getByRole('main').contains(screen.getByRole('heading', { level: 1 }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en/');
    // A guest has no payment history to go to.
    expect(screen.queryByRole('link', { name: 'Payment history' })).toBeNull();
  });

  it('links a signed-in player to the payment history from onpay/withdraw/pending', async () => {
    renderApp('/en/onpay/withdraw/pending', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal is being processed' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Payment history' })).getAttribute('href')).toBe('/en/historypay');
  });

  it('serves oldbrowser, 500 and internal-vpn in it too', async () => {
    renderApp('/en/oldbrowser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your browser is out of date' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    cleanup();
    renderApp('/en/500');
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeTruthy();
    cleanup();
    renderApp('/en/internal-vpn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal network only' })).toBeTruthy();
  });
});

describe('spec 01 §2 debugger page (outside production only)', () => {
  it('shows the app facts in the empty layout', async () => {
    renderApp('/en/debugger');
    expect(await screen.findByRole('heading', { level: 1, name: 'Debugger' })).toBeTruthy();
    expect(screen.getByText('Language').nextElementSibling?.textContent).toBe('en');
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('spec 01 §2 layouts: headless', () => {
  it('draws a casino landing-{x} landing without the header, with the footer', async () => {
    renderApp('/en/landing-welcome');
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('keeps the default layout, with its header, for a one-segment path the route table does not know', async () => {
    renderApp('/en/nowhere-at-all');
    expect(await screen.findByRole('banner')).toBeTruthy();
  });
});
