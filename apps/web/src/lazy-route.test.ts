import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route';

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
