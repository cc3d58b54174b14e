import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routePrefetcher } from '@bet/ui';
import type { TextPackName } from '@bet/i18n';
import { createRoutes } from './routes';
import type { OnDemandFeature } from './store';

/**
 * Issue 16: a lazy page's chunk, its text packs and its feature's sagas load side by side, so the
 * page renders with its texts and its first event finds the sagas listening (routes.tsx `page`).
 */
describe('what a lazy page loads with its chunk', () => {
  function visit(path: string) {
    const loadTexts = vi.fn(async (_pack: TextPackName) => undefined);
    const startSagas = vi.fn(async (_feature: OnDemandFeature) => undefined);
    const routes = createRoutes({ loadTexts, startSagas });
    const lazy = (matchRoutes(routes, path) ?? []).map(({ route }) => route.lazy).at(-1);
    if (typeof lazy !== 'function') throw new Error(`${path} is not a lazy route`);
    return { loaded: lazy(), loadTexts, startSagas, routes };
  }

  it.each([
    ['/ru/recharge', ['payments'], 'payments'],
    ['/ru/onpay/success', ['payments'], 'payments'],
    ['/ru/history', ['casino'], 'office'],
    ['/ru/settings', ['officeSettings'], 'office'],
    ['/ru/verification', ['verification'], 'verification'],
    ['/ru/block-appeal-history', ['verification'], 'verification'],
    ['/ru/account', ['profile'], 'profile'],
    ['/ru/promotion', ['programmes'], 'promotion'],
    ['/ru/points', ['bonuses'], 'bonuses'],
  ])('%s: the texts %j and the sagas of %s, before the page is given', async (path, packs, feature) => {
    const { loaded, loadTexts, startSagas } = visit(path);
    await loaded;
    expect(loadTexts.mock.calls.map(([pack]) => pack)).toEqual(expect.arrayContaining(packs));
    expect(startSagas).toHaveBeenCalledWith(feature);
  });

  it('the casino pages bring the casino texts and the payment texts their deposit link reads', async () => {
    const { loaded, loadTexts, startSagas } = visit('/ru/casino-lobby');
    await loaded;
    expect(loadTexts.mock.calls.map(([pack]) => pack).sort()).toEqual(['casino', 'payments']);
    expect(startSagas).not.toHaveBeenCalled();
  });

  it('a link prefetching a page warms its texts and sagas too', async () => {
    const { routes, loadTexts, startSagas } = visit('/ru/coupon');
    loadTexts.mockClear();
    await routePrefetcher(routes)('/ru/bonuses/deposit')?.();
    expect(loadTexts).toHaveBeenCalledWith('bonuses');
    expect(startSagas).toHaveBeenCalledWith('bonuses');
  });

  it('a page whose sagas cannot load is not given: the route fails as for a chunk that cannot load', async () => {
    const startSagas = vi.fn(() => Promise.reject(new Error('offline')));
    const routes = createRoutes({ startSagas });
    const lazy = (matchRoutes(routes, '/ru/account') ?? []).map(({ route }) => route.lazy).at(-1);
    if (typeof lazy !== 'function') throw new Error('account is not a lazy route');
    await expect(lazy()).rejects.toThrow('offline');
  });
});
