import type { StoragePort } from '@bet/platform';
import { reloadForChunkError } from '@bet/site';

/** The parts of the page the reload needs; `window` fits. */
export interface ChunkReloadWindow {
  sessionStorage: StoragePort;
  location: { reload(): void };
}

/**
 * Spec 02 §8 "Chunk-load error: one page reload, not more than once per 60 s", on this page:
 * the last reload time lives in sessionStorage, so it survives the reload but not the tab.
 * True when the page is reloading; false when the caller must show the error instead.
 */
export function reloadOnChunkError(error: unknown, win: ChunkReloadWindow = window): boolean {
  try {
    return reloadForChunkError(error, {
      storage: win.sessionStorage,
      now: () => Date.now(),
      reload: () => win.location.reload(),
    });
  } catch {
    // No sessionStorage (blocked by the browser): no reload, rather than a loop of them.
    return false;
  }
}
