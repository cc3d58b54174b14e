import { describe, expect, it } from 'vitest';
import { categoryPath, gamePath, providerPath } from './links';

describe('casino links (spec 01 §2)', () => {
  it('puts a game under slots or live casino', () => {
    expect(gamePath({ id: 12, slug: 'golden-reels', category: 'slots' }, 'en')).toBe('/en/slots/game/12/golden-reels');
    expect(gamePath({ id: 3, slug: 'roulette', category: 'live-casino' }, 'ru')).toBe(
      '/ru/live-casino/game/3/roulette',
    );
    expect(gamePath({ id: 4, slug: 'aviator', category: 'crash-games' }, 'en')).toBe('/en/slots/game/4/aviator');
  });

  it('links a category, a sub-category and a provider', () => {
    expect(categoryPath('slots', 'en')).toBe('/en/slots');
    expect(categoryPath('slots', 'en', 'megaways')).toBe('/en/slots/megaways');
    expect(categoryPath('keno', 'en')).toBe('/en/keno');
    expect(categoryPath('poker', 'en')).toBe('/en/poker');
    expect(categoryPath('toto', 'en')).toBe('/en/othergames?kind=toto');
    expect(categoryPath('toto', 'en', 'football')).toBe('/en/toto/football');
    expect(categoryPath('lotto', 'en', '6-of-45')).toBe('/en/lotto/6-of-45');
    expect(providerPath('red-fox', 'en')).toBe('/en/providers/red-fox');
  });
});
