import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, routePrefetcher } from './lazy-route';

describe('lazy route (spec 02 §8: a chunk that cannot load reloads the page, reloadOnChunkError of @bet/site-ui)', () => {
  it('a lazy route passes other errors on to its error element', async () => {
    const failing = lazyRoute(
      () => Promise.reject(new Error('boom')),
      () => () => null,
    );
    await expect(failing()).rejects.toThrow('boom');
  });

  it('a lazy route gives the page component, as a route object takes it', async () => {
    const Page = () => null;
    const route = lazyRoute(
      async () => ({ Page }),
      (m) => m.Page,
    );
    const object: RouteObject = { path: 'x', lazy: route };
    expect(object.lazy).toBe(route);
    await expect(route()).resolves.toEqual({ Component: Page });
  });

  it('prefetches the chunk without the page reload a failed navigation would do', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const route = lazyRoute(load, () => () => null);
    await expect(route.prefetch?.()).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('route prefetcher (issue 16: the route table is the one route-to-importer map)', () => {
  const page = () => () => null;
  const history = lazyRoute(async () => ({}), page);
  const payments = lazyRoute(async () => ({}), page);
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
});
