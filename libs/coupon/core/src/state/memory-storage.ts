import type { StoragePort } from './deps.ts';

export interface MemoryStorage extends StoragePort {
  readonly entries: Map<string, string>;
}

/**
 * A storage in memory: for tests, server rendering, and browsers whose storage is switched off.
 * Values are kept as the strings they were given, like the Web Storage API.
 */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}
