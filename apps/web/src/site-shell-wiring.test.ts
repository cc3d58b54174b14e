import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY } from '@bet/site';
import { ownAppVersion } from './app-version';
import { reloadOnChunkError } from './chunk-reload';
import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('own app version (spec 02 §4 "Application version")', () => {
  it('is the built entry script’s file name, null on a development server', () => {
    expect(ownAppVersion('http://h/assets/index-AbC123.js')).toBe('index-AbC123.js');
    expect(ownAppVersion('http://h/src/main.tsx')).toBeNull();
  });
});

/** A window whose reload is recorded: jsdom cannot reload. */
function fakeWindow() {
  const reload = vi.fn();
  return { win: { sessionStorage: window.sessionStorage, location: { reload } } as unknown as Window, reload };
}

describe('chunk-load error (spec 02 §8: one reload, not more than once per 60 s)', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: http://h/assets/page.js');

  it('reloads once, remembering the time in sessionStorage', () => {
    const { win, reload } = fakeWindow();
    expect(reloadOnChunkError(chunkError, win)).toBe(true);
    expect(reloadOnChunkError(chunkError, win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();
  });

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
});
