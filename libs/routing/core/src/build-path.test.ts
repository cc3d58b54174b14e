import { describe, expect, it } from 'vitest';
import { routePath } from './build-path';

describe('routePath', () => {
  it('writes the root as /{language}/ and other routes under the prefix', () => {
    expect(routePath('home', { language: 'en' })).toBe('/en/');
    expect(routePath('print-coupon', { language: 'ru', params: { couponId: '77' } })).toBe('/ru/print-coupon/77');
  });

  it('appends a query', () => {
    expect(routePath('home', { language: 'ru', query: { showForgotPasswordModal: '1' } })).toBe(
      '/ru/?showForgotPasswordModal=1',
    );
  });

  it('throws on an unknown id', () => {
    expect(() => routePath('nope', { language: 'ru' })).toThrow(/nope/);
  });
});
