import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@bet/platform/testing';
import { CHUNK_RELOAD_STORAGE_KEY } from '@bet/site';
import { reloadOnChunkError } from './chunk-reload';

afterEach(() => vi.useRealTimers());

describe('chunk-load error on this page (spec 02 §8: one reload, not more than once per 60 s)', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: http://h/assets/page.js');

  it('reloads once, remembering the time in sessionStorage', () => {
    const sessionStorage = createMemoryStorage();
    const reload = vi.fn();
    const win = { sessionStorage, location: { reload } };
    expect(reloadOnChunkError(chunkError, win)).toBe(true);
    expect(reloadOnChunkError(chunkError, win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();
  });

  it('does not reload when the browser blocks sessionStorage, rather than loop', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(reloadOnChunkError(chunkError, { sessionStorage: blocked, location: { reload } })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves other errors to the caller', () => {
    const reload = vi.fn();
    expect(reloadOnChunkError(new Error('boom'), { sessionStorage: createMemoryStorage(), location: { reload } })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
