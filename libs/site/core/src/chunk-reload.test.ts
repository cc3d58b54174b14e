import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  mayReloadForChunkError,
  reloadForChunkError,
} from './chunk-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://h/assets/page-1.js');

function ports(initial: Record<string, string> = {}, now = 1_000_000) {
  const entries = new Map(Object.entries(initial));
  const reloads: number[] = [];
  return {
    entries,
    reloads,
    storage: {
      getItem: (k: string) => entries.get(k) ?? null,
      setItem: (k: string, v: string) => void entries.set(k, v),
    },
    now: () => now,
    reload: () => void reloads.push(now),
  };
}

describe('chunk-load error (spec 02 §8: one page reload, not more than once per 60 s)', () => {
  it('recognises the browsers’ dynamic-import failures and nothing else', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('may reload when never reloaded or 60 s after the last reload', () => {
    expect(mayReloadForChunkError(null, 0)).toBe(true);
    expect(mayReloadForChunkError(1000, 60_999)).toBe(false);
    expect(mayReloadForChunkError(1000, 61_000)).toBe(true);
    expect(mayReloadForChunkError(90_000, 1000)).toBe(true);
  });

  it('reloads once and remembers when; a second error within 60 s does not reload', () => {
    const first = ports();
    expect(reloadForChunkError(chunkError, first)).toBe(true);
    expect(first.reloads).toHaveLength(1);
    expect(first.entries.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');

    const afterReload = ports(Object.fromEntries(first.entries), 1_030_000);
    expect(reloadForChunkError(chunkError, afterReload)).toBe(false);
    expect(afterReload.reloads).toHaveLength(0);

    const later = ports(Object.fromEntries(first.entries), 1_060_000);
    expect(reloadForChunkError(chunkError, later)).toBe(true);
  });

  it('does not reload for other errors', () => {
    const p = ports();
    expect(reloadForChunkError(new Error('boom'), p)).toBe(false);
    expect(p.reloads).toHaveLength(0);
  });
});
