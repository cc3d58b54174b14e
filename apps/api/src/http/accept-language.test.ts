import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language';

describe('acceptedLanguages', () => {
  it('orders by quality, then by position, and keeps primary subtags once', () => {
    expect(acceptedLanguages('de;q=0.3, en-US,ru;q=0.8,en;q=0.5')).toEqual(['en', 'ru', 'de']);
  });

  it('drops the wildcard, q=0 and malformed entries', () => {
    expect(acceptedLanguages('*, fr;q=0, ;q=1, 12, kk-KZ')).toEqual(['kk']);
  });

  it('gives nothing for a missing header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
