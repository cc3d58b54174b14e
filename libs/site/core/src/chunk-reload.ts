import type { StoragePort } from '@bet/platform';
/** Spec 02 §8 "Chunk-load error: one page reload, not more than once per 60 s". */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
/** Session storage: when the page last reloaded for a chunk-load error, epoch ms as text. The key is ours. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

/**
 * The messages browsers give when a lazily loaded script cannot be fetched (a new release
 * removed the old hashed files, or the network failed): Chromium, Safari, Firefox, and Vite's
 * preload helper.
 */
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * Whether a chunk-load error may reload the page now: never reloaded, or the last reload is at
 * least 60 s ago. A later time than now (a clock change) counts as long ago.
 */
export function mayReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  const since = now - lastReloadAt;
  return since < 0 || since >= CHUNK_RELOAD_INTERVAL_MS;
}

export interface ChunkReloadPorts {
  storage: Pick<StoragePort, 'getItem' | 'setItem'>;
  now(): number;
  reload(): void;
}

/**
 * Reloads the page for a chunk-load error when the rule allows, remembering the time in the
 * session's storage so a page that keeps failing does not reload in a loop. True when it
 * reloaded; false when the error is another one or a reload happened less than 60 s ago (the
 * caller then shows the error).
 */
export function reloadForChunkError(error: unknown, ports: ChunkReloadPorts): boolean {
  if (!isChunkLoadError(error)) return false;
  const stored = ports.storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  const last = stored === null ? null : Number(stored);
  const now = ports.now();
  if (!mayReloadForChunkError(last, now)) return false;
  ports.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  ports.reload();
  return true;
}
