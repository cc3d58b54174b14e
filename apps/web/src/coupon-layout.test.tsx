import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiCall, SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { createEventBus } from '@bet/coupon/state';
import { createI18n } from '@bet/i18n';
import { createMemoryCookieStore, createMemoryLocation, createMemoryLogger } from '@bet/platform/testing';
import { createFakeSessionDeps } from '@bet/session/testing';
import type { SiteDeps } from '@bet/site';
import { App } from './app';
import { couponTestDeps } from './coupon-test-deps';
import { makeStore } from './store';

afterEach(() => {
  cleanup();
});

/** The whole app at `url` for a visitor, with a coupon bus the test can feed. */
function renderApp(url: string) {
  const config: SiteConfig = siteConfigFixture({ lng: 'en' });
  const logger = createMemoryLogger();
  const location = createMemoryLocation(url);
  const api: SiteDeps['api'] = { call: (async (_call: ApiCall) => config) as SiteDeps['api']['call'] };
  const bus = createEventBus();
  const fakeSession = createFakeSessionDeps({ url });
  const store = makeStore({
    site: {
      api,
      readEmbeddedConfig: () => config,
      cookies: createMemoryCookieStore(),
      location,
      browserLanguages: () => ['en'],
      logger,
    },
    coupon: couponTestDeps({ api: fakeSession.api, logger, bus }),
    session: fakeSession.deps,
  });
  render(
    <App
      store={store}
      i18n={createI18n('en')}
      services={{ logger }}
      createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [location.pathname()] })}
    />,
  );
  return { bus, store };
}

describe('issue 6: the coupon in the default layout', () => {
  it('sits in the right column beside the page, and takes bets from the bus', async () => {
    const { bus } = renderApp('/en/');
    const column = await screen.findByRole('complementary', { name: 'Coupon' });
    const coupon = within(column).getByRole('region', { name: 'Coupon' });
    expect(screen.getByRole('main').contains(coupon)).toBe(false);
    bus.emit('couponAddBet', {
      market: { id: 501, coef: 1.85, gameId: 9001 },
      game: { names: { team1: 'Arsenal', team2: 'Chelsea' } },
    });
    expect(await within(coupon).findByRole('button', { name: 'Remove the bet 501, Arsenal — Chelsea' })).toBeTruthy();
    expect(within(coupon).getByRole('button', { name: 'Sign in to place the bet' })).toBeTruthy();
  });

  it('has its own page at /{lang}/coupon, where the column steps aside', async () => {
    const { store } = renderApp('/en/coupon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Coupon' })).toHaveLength(1);
    expect(screen.queryByRole('complementary', { name: 'Coupon' })).toBeNull();
    expect(store.getState().coupon.reminder.isCouponPageVisible).toBe(true);
  });
});
