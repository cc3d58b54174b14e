import { describe, expect, it } from 'vitest';
import { blockReasonRoute, isBlockingExempt, isOnRoute } from './block-rules';

describe('blockReasonRoute (spec 01 §4 Blocking reasons)', () => {
  it.each([
    [4, 'site-updates'],
    [16, 'suspension'],
    [3, 'block'],
    [1, 'block'],
    [5, 'block'],
    [2, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ])('%i goes to %s', (reason, route) => {
    expect(blockReasonRoute(reason)).toBe(route);
  });

  it.each([0, null, undefined, 7, 99])('%s is not blocked', (reason) => {
    expect(blockReasonRoute(reason)).toBeNull();
  });
});

describe('isBlockingExempt ("accountverify exempt")', () => {
  it('exempts user/accountverify in any language, nothing else', () => {
    expect(isBlockingExempt('/ru/user/accountverify')).toBe(true);
    expect(isBlockingExempt('/en/user/accountverify/')).toBe(true);
    expect(isBlockingExempt('/ru/')).toBe(false);
    expect(isBlockingExempt('/ru/user/login')).toBe(false);
  });
});

describe('isOnRoute', () => {
  it('compares the path under the language with the route table', () => {
    expect(isOnRoute('/ru/maintenance', 'maintenance')).toBe(true);
    expect(isOnRoute('/en/maintenance/', 'maintenance')).toBe(true);
    expect(isOnRoute('/ru/', 'home')).toBe(true);
    expect(isOnRoute('/ru/block', 'maintenance')).toBe(false);
  });
});
