import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

const pages = (items: ReturnType<typeof paginationItems>) => items.filter((item) => typeof item === 'number');

describe('paginationItems', () => {
  it('shows every page when they fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts a gap where pages are left out, on the far side of the current page', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'start-gap', 9, 10, 11, 'end-gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'start-gap', 16, 17, 18, 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
    expect(paginationItems(5, 20)).toEqual([1, 'start-gap', 4, 5, 6, 'end-gap', 20]);
  });

  it('has no items without pages and clamps a page out of range', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
    expect(paginationItems(-3, 20)).toEqual(paginationItems(1, 20));
  });

  const input = fc
    .record({
      count: fc.integer({ min: 1, max: 500 }),
      siblings: fc.integer({ min: 0, max: 4 }),
      boundaries: fc.integer({ min: 1, max: 3 }),
    })
    .chain((options) => fc.record({ page: fc.integer({ min: 1, max: options.count }), options: fc.constant(options) }));

  test.prop([input])('always shows the first, the last and the current page', ({ page, options }) => {
    const shown = pages(paginationItems(page, options.count, options));
    expect(shown).toContain(1);
    expect(shown).toContain(options.count);
    expect(shown).toContain(page);
  });

  test.prop([input])('never repeats a page and keeps them in order', ({ page, options }) => {
    const shown = pages(paginationItems(page, options.count, options));
    expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b));
  });

  test.prop([input])('is bounded and the same length wherever the current page is', ({ page, options }) => {
    const { count, siblings, boundaries } = options;
    const items = paginationItems(page, count, options);
    const bound = 2 * boundaries + 2 * siblings + 3;
    expect(items.length).toBe(Math.min(count, bound));
  });

  test.prop([input])('a gap stands for at least two pages; no page is missing elsewhere', ({ page, options }) => {
    const items = paginationItems(page, options.count, options);
    items.forEach((item, index) => {
      if (typeof item === 'number') {
        const next = items[index + 1];
        if (typeof next === 'number') expect(next).toBe(item + 1);
        return;
      }
      const before = items[index - 1];
      const after = items[index + 1];
      expect(typeof before).toBe('number');
      expect(typeof after).toBe('number');
      expect((after as number) - (before as number)).toBeGreaterThanOrEqual(3);
    });
  });
});
