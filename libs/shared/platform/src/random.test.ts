import { describe, expect, it } from 'vitest';
import { createSeededRandom, pick, randomInt } from './random';

describe('createSeededRandom', () => {
  it('gives the same numbers for the same seed, in [0, 1)', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const first = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(createSeededRandom(43)()).not.toBe(first[0]);
  });

  it('picks integers within the bounds and items of the list', () => {
    const random = createSeededRandom(7);
    const ints = Array.from({ length: 500 }, () => randomInt(random, 2, 5));
    expect(new Set(ints)).toEqual(new Set([2, 3, 4, 5]));
    expect(['a', 'b']).toContain(pick(random, ['a', 'b']));
    expect(() => pick(random, [])).toThrow('pick from an empty list');
  });
});
