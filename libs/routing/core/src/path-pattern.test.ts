import { describe, expect, it } from 'vitest';
import { compilePattern, fillPattern, matchVariant, pathSegmentsOf, satisfies } from './path-pattern';

const match = (pattern: string, path: string, constraints = {}) => {
  for (const variant of compilePattern(pattern)) {
    const params = matchVariant(variant, pathSegmentsOf(path), constraints);
    if (params) return params;
  }
  return undefined;
};

describe('compilePattern (React Router v7 syntax)', () => {
  it('expands optional parameters into one variant per count', () => {
    expect(compilePattern('a/:b?/:c?').map((variant) => variant.segments.length)).toEqual([1, 2, 3]);
  });

  it('scores static segments above dynamic ones and a splat lowest', () => {
    const [vulkan] = compilePattern('slots/vulkan').map((variant) => variant.score);
    const [, subcategory] = compilePattern('slots/:subcategory?').map((variant) => variant.score);
    const [splat] = compilePattern('slots/*').map((variant) => variant.score);
    expect(vulkan).toBeGreaterThan(subcategory ?? Infinity);
    expect(subcategory).toBeGreaterThan(splat ?? Infinity);
  });

  it('rejects patterns the matcher cannot read', () => {
    expect(() => compilePattern('a/*/b')).toThrow();
    expect(() => compilePattern('a/:b?/c')).toThrow();
    expect(() => compilePattern('landing-:x')).toThrow();
    expect(() => compilePattern('a/:1x')).toThrow();
  });
});

describe('matchVariant', () => {
  it('reads parameters, decoded', () => {
    expect(match('news/:slug', '/news/a%20b')).toEqual({ slug: 'a b' });
  });

  it('rejects a malformed escape instead of throwing', () => {
    expect(match('news/:slug', '/news/%E0%A4%A')).toBeUndefined();
  });

  it('compares static segments case-sensitively', () => {
    expect(match('multi', '/Multi')).toBeUndefined();
  });

  it('applies constraints', () => {
    expect(match('p/:id', '/p/12', { id: { pattern: /\d+/ } })).toEqual({ id: '12' });
    expect(match('p/:id', '/p/12a', { id: { pattern: /\d+/ } })).toBeUndefined();
    expect(match('r/:t', '/r/zone', { t: { values: ['live', 'zone'] } })).toEqual({ t: 'zone' });
    expect(match('r/:t', '/r/line', { t: { values: ['live', 'zone'] } })).toBeUndefined();
  });

  it('gives the rest of the path to a splat', () => {
    expect(match('docs/*', '/docs/a/b')).toEqual({ '*': 'a/b' });
    expect(match('docs/*', '/docs')).toEqual({ '*': '' });
  });
});

describe('satisfies', () => {
  it('anchors patterns whatever their source', () => {
    expect(satisfies('x12y', { pattern: /\d+/ })).toBe(false);
    expect(satisfies('12', { pattern: /\d+/g })).toBe(true);
    expect(satisfies('anything', undefined)).toBe(true);
  });
});

describe('fillPattern', () => {
  it('fills parameters and stops at the first absent optional one', () => {
    expect(fillPattern('rules/:ruleGroup?/:chapter?', { ruleGroup: '2' })).toBe('rules/2');
    expect(fillPattern('rules/:ruleGroup?/:chapter?', {})).toBe('rules');
    expect(fillPattern('', {})).toBe('');
  });

  it('encodes values', () => {
    expect(fillPattern('news/:slug', { slug: 'a b/c' })).toBe('news/a%20b%2Fc');
  });

  it('throws when a required parameter is missing', () => {
    expect(() => fillPattern('print-coupon/:couponId', {})).toThrow(/couponId/);
  });

  it('fills a splat', () => {
    expect(fillPattern('docs/*', { '*': 'a/b' })).toBe('docs/a/b');
  });
});
