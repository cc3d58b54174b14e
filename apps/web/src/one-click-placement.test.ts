import { describe, expect, it, vi } from 'vitest';
import type { ApiCall, SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import {
  createEventBus,
  oneClickAmountChanged,
  oneClickToggleRequested,
  type CouponPayload,
  type PlacedCoupon,
} from '@bet/coupon/state';
import {
  createMemoryCookieStore,
  createMemoryLocation,
  createMemoryLogger,
  createMemoryStorage,
} from '@bet/platform/testing';
import { createFakeSessionDeps } from '@bet/session/testing';
import type { SiteDeps } from '@bet/site';
import { PlacementFailure } from './place-coupon';
import { makeStore } from './store';

const bet = { market: { id: 501, coef: 1.85, gameId: 9001 }, game: { names: { team1: 'Arsenal', team2: 'Chelsea' } } };

/** The app's store with a coupon bus and a fake placement; one-click on at `amount`. */
function start(placeCoupon: (payload: CouponPayload) => Promise<PlacedCoupon>, amount: number) {
  const config: SiteConfig = siteConfigFixture({ lng: 'en' });
  const logger = createMemoryLogger();
  const api: SiteDeps['api'] = { call: (async (_call: ApiCall) => config) as SiteDeps['api']['call'] };
  const bus = createEventBus();
  const store = makeStore({
    site: {
      api,
      readEmbeddedConfig: () => config,
      cookies: createMemoryCookieStore(),
      location: createMemoryLocation('/en/'),
      browserLanguages: () => ['en'],
      logger,
    },
    coupon: { storage: createMemoryStorage(), bus, clock: { now: () => Date.now() }, logger, placeCoupon },
    session: createFakeSessionDeps({ url: '/en/' }).deps,
  });
  store.dispatch(oneClickToggleRequested({ isActive: true }));
  store.dispatch(oneClickAmountChanged({ amount }));
  return { store, bus };
}

describe('spec 01 §4 One-click: the app places a picked outcome at once', () => {
  it('places a single at the one-click stake, keeps the coupon empty and says the coupon number', async () => {
    const placeCoupon = vi.fn(async (_payload: CouponPayload): Promise<PlacedCoupon> => ({ id: '4242' }));
    const { store, bus } = start(placeCoupon, 5000);
    bus.emit('couponAddBet', bet);
    await vi.waitFor(() => expect(store.getState().notifications.items).toHaveLength(1));
    expect(placeCoupon).toHaveBeenCalledTimes(1);
    const [payload] = placeCoupon.mock.calls[0] ?? [];
    expect(payload).toMatchObject({
      typeId: 0,
      amount: 5000,
      coef: 1.85,
      bets: [{ id: 501, gameId: 9001, coef: 1.85 }],
    });
    expect(typeof payload?.id).toBe('string');
    expect(store.getState().coupon.bets.ids).toEqual([]);
    expect(store.getState().notifications.items[0]).toMatchObject({
      tone: 'success',
      text: 'coupon_one_click_placed',
      values: { id: '4242' },
    });
  });

  it('says why a one-click bet failed', async () => {
    const { store, bus } = start(async () => {
      throw new PlacementFailure({ message: 'No money', code: 'insufficient_funds' });
    }, 5000);
    bus.emit('couponAddBet', bet);
    await vi.waitFor(() => expect(store.getState().notifications.items).toHaveLength(1));
    expect(store.getState().notifications.items[0]).toMatchObject({
      tone: 'error',
      text: 'coupon_error_insufficient_funds',
    });
  });

  it('asks for a one-click stake instead of placing nothing', async () => {
    const placeCoupon = vi.fn(async (_payload: CouponPayload): Promise<PlacedCoupon> => ({ id: '1' }));
    const { store, bus } = start(placeCoupon, 0);
    bus.emit('couponAddBet', bet);
    await vi.waitFor(() => expect(store.getState().notifications.items).toHaveLength(1));
    expect(placeCoupon).not.toHaveBeenCalled();
    expect(store.getState().notifications.items[0]).toMatchObject({
      tone: 'error',
      text: 'coupon_one_click_no_amount',
    });
  });
});
