import { describe, expect, it } from 'vitest';
import { isProductionSite } from './production-site';

describe('isProductionSite (spec 02 §4 "only in production or with a query flag")', () => {
  it('is a production build on a real domain', () => {
    expect(isProductionSite(true, 'bet.example')).toBe(true);
    expect(isProductionSite(true, 'localhost')).toBe(false);
    expect(isProductionSite(true, '127.0.0.1')).toBe(false);
    expect(isProductionSite(false, 'bet.example')).toBe(false);
  });
});
