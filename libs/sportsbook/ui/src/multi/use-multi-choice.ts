import { useCallback, useState } from 'react';
import { readMultiChoice, toggleMultiChoice, writeMultiChoice, type MultiLiveStorage } from './multi-choice';

/** The browser's local storage when there is one (never in a sandboxed frame that forbids it). */
export function defaultMultiLiveStorage(): MultiLiveStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The chosen games, kept in `storage` so a reload or the next visit shows the same games. */
export function useMultiChoice(storage: MultiLiveStorage | undefined): {
  ids: readonly number[];
  toggle: (gameId: number) => void;
} {
  const [ids, setIds] = useState(() => readMultiChoice(storage));
  const toggle = useCallback(
    (gameId: number) => {
      const next = toggleMultiChoice(ids, gameId);
      writeMultiChoice(storage, next);
      setIds(next);
    },
    [ids, storage],
  );
  return { ids, toggle };
}
