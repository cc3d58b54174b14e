import type * as ReactRouter from 'react-router';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LazyRouteLoader } from './lazy-route-types';
import { routePrefetcher } from './route-prefetcher';

vi.mock('react-router', async (importOriginal) => {
  const original = await importOriginal<typeof ReactRouter>();
  return { ...original, matchRoutes: vi.fn(original.matchRoutes) };
});

/** A route's `lazy` as the app's lazyRoute makes it: a loader with its own prefetch. */
const lazyRoute = (): LazyRouteLoader & { prefetch: () => Promise<void> } =>
  Object.assign(async () => ({ Component: () => null }), { prefetch: async () => undefined });

describe('route prefetcher (issue 16: the route table is the one route-to-importer map)', () => {
  const page = () => () => null;
  const history = lazyRoute();
  const payments = lazyRoute();
  const routes: RouteObject[] = [
    {
      path: '/:lang',
      children: [
        { index: true, Component: page() },
        { path: 'history', lazy: history },
        { path: 'recharge', lazy: payments },
        { path: 'deduce', lazy: payments },
      ],
    },
  ];
  const importerFor = routePrefetcher(routes);

  it('gives the importer of the lazy route a path matches, the same one for every path of its chunk', () => {
    expect(importerFor('/en/history')).toBe(history.prefetch);
    expect(importerFor('/ru/recharge')).toBe(payments.prefetch);
    expect(importerFor('/ru/deduce')).toBe(payments.prefetch);
  });

  it('gives nothing for a page in the first load or a path the table does not know', () => {
    expect(importerFor('/en/')).toBeUndefined();
    expect(importerFor('/en/nowhere/at/all')).toBeUndefined();
  });

  const game = lazyRoute();
  const listing = lazyRoute();
  const sportsbook: RouteObject[] = [
    {
      path: '/:lang',
      children: [
        { path: 'home/live', lazy: listing },
        { path: ':pageType/:section/:sport?', lazy: listing },
        { path: ':pageType/:section/:sport/:champ/:game', lazy: game },
        { path: 'history', lazy: history },
        { path: 'docs/*', lazy: payments },
      ],
    },
  ];

  it('matches each shape of path once: links that differ only in their parameters share the match', () => {
    const counted = routePrefetcher(sportsbook);
    vi.mocked(matchRoutes).mockClear();
    for (let id = 1; id <= 50; id += 1)
      expect(counted(`/ru/home/live/football-1/premier-2/game-${id}`)).toBe(game.prefetch);
    expect(counted('/EN/Home/Live')).toBe(listing.prefetch);
    expect(counted('/ru/home/live')).toBe(listing.prefetch);
    expect(matchRoutes).toHaveBeenCalledTimes(2);
  });

  it('gives what React Router matches for every path, static segments, optional ones and splats included', () => {
    const cached = routePrefetcher(sportsbook);
    const plain = (path: string) => {
      const lazy = (matchRoutes(sportsbook, path) ?? [])
        .map(({ route }) => route.lazy)
        .filter(Boolean)
        .at(-1);
      return typeof lazy === 'function' && 'prefetch' in lazy ? lazy.prefetch : undefined;
    };
    const paths = [
      '/ru/home/live',
      '/ru/home/line',
      '/ru/home/live/football',
      '/ru/home/live/football/champ/game',
      '/ru/history',
      '/ru/history/more',
      '/ru/docs/a/b/c',
      '/ru/docs',
      '/ru/x%20y/live',
      '/ru/%E0%A4%A',
      '/ru//live',
      '/',
    ];
    for (const path of paths) expect([path, cached(path)]).toEqual([path, plain(path)]);
  });

  it('hands React Router only the routes a path could match, since it ranks every route it is given on each call', () => {
    const counted = routePrefetcher(sportsbook);
    vi.mocked(matchRoutes).mockClear();
    expect(counted('/ru/history')).toBe(history.prefetch);
    const [given] = vi.mocked(matchRoutes).mock.calls[0] ?? [];
    // The two listings with parameters in the place of `history` stay; `home/live` and `docs/*` go.
    expect(given?.[0]?.children?.map((route) => route.path)).toEqual([
      ':pageType/:section/:sport?',
      ':pageType/:section/:sport/:champ/:game',
      'history',
    ]);
  });

  it('matches every path on its own when a segment mixes text with a parameter', () => {
    const mixed: RouteObject[] = [
      { path: '/:lang/game-:id', lazy: game },
      { path: '/:lang/:slug', lazy: history },
    ];
    const counted = routePrefetcher(mixed);
    vi.mocked(matchRoutes).mockClear();
    expect(counted('/ru/game-:id')).toBe(game.prefetch);
    expect(counted('/ru/other')).toBe(history.prefetch);
    expect(matchRoutes).toHaveBeenCalledTimes(2);
  });
});
