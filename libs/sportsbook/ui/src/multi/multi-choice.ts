import type { StoragePort } from '@bet/platform';
/** Spec 01 §2 "Multi-live at multi": how many games it shows side by side (ours; spec: not shown). */
export const MULTI_LIVE_MAX = 4;

/** Where the choice persists between visits. */
export const MULTI_LIVE_STORAGE_KEY = 'sportsbook-multi-live';

/** Where the choice persists (`localStorage` fits). */
export type MultiLiveStorage = Pick<StoragePort, 'getItem' | 'setItem'>;

/** The stored choice: game ids, without repeats, at most `MULTI_LIVE_MAX`; anything unreadable is none. */
export function readMultiChoice(storage: MultiLiveStorage | undefined): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(MULTI_LIVE_STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MULTI_LIVE_MAX);
}

export function writeMultiChoice(storage: MultiLiveStorage | undefined, ids: readonly number[]): void {
  try {
    storage?.setItem(MULTI_LIVE_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // A full or blocked storage only loses the choice on the next visit.
  }
}

/** Adds a game (last, when there is room) or removes it. */
export function toggleMultiChoice(ids: readonly number[], gameId: number): number[] {
  if (ids.includes(gameId)) return ids.filter((id) => id !== gameId);
  return ids.length < MULTI_LIVE_MAX ? [...ids, gameId] : [...ids];
}
