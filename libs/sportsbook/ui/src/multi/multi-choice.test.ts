import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MULTI_LIVE_MAX,
  MULTI_LIVE_STORAGE_KEY,
  readMultiChoice,
  toggleMultiChoice,
  writeMultiChoice,
} from './multi-choice';

const memory = (value?: string) => {
  const items = new Map<string, string>(value === undefined ? [] : [[MULTI_LIVE_STORAGE_KEY, value]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => void items.set(key, v),
  };
};

describe('the multi-live choice', () => {
  it('round-trips through storage', () => {
    const storage = memory();
    writeMultiChoice(storage, [3, 1]);
    expect(readMultiChoice(storage)).toEqual([3, 1]);
  });

  it('reads anything unreadable as no choice, and trims bad entries', () => {
    expect(readMultiChoice(memory('not json'))).toEqual([]);
    expect(readMultiChoice(memory('{"a":1}'))).toEqual([]);
    expect(readMultiChoice(memory('[1, 1, "2", -3, 4.5, 5, 6, 7, 8]'))).toEqual([1, 5, 6, 7]);
    expect(readMultiChoice(undefined)).toEqual([]);
  });

  it('never holds more than the maximum or a repeat, and toggling twice undoes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 30 }), (presses) => {
        let ids: number[] = [];
        for (const id of presses) {
          const before = ids;
          ids = toggleMultiChoice(ids, id);
          expect(ids.length).toBeLessThanOrEqual(MULTI_LIVE_MAX);
          expect(new Set(ids).size).toBe(ids.length);
          if (before.includes(id) || before.length < MULTI_LIVE_MAX) {
            expect(toggleMultiChoice(ids, id).sort()).toEqual([...before].sort());
          }
        }
      }),
    );
  });

  it('does not add a fifth game', () => {
    expect(toggleMultiChoice([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
  });
});
