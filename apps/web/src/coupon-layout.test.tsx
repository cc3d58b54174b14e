import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfigFixture } from '@bet/contract/testing';
import { renderApp as renderTestApp } from './testing/test-app';

afterEach(() => {
  cleanup();
});

/** The whole app at `url` for a visitor, in English, with a coupon bus the test can feed. */
function renderApp(url: string) {
  return renderTestApp({ url, embedded: siteConfigFixture({ lng: 'en' }), browserLanguages: ['en'], language: 'en' });
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
    // The page loads on demand (issue 16) and tells the layout it is shown once mounted: the column
    // steps aside a render later.
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Coupon' })).toBeNull());
    expect(screen.getAllByRole('region', { name: 'Coupon' })).toHaveLength(1);
    expect(store.getState().coupon.reminder.isCouponPageVisible).toBe(true);
  });
});
