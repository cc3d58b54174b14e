import { describe, expect, it } from 'vitest';
import { MAIN_SECTIONS, sectionOfPath, sectionPath } from './main-sections';

describe('the main navigation’s sections (issue 19 "Navigation")', () => {
  it('links every section under the language', () => {
    expect(MAIN_SECTIONS.map((section) => sectionPath(section, 'en'))).toEqual([
      '/en/home/line',
      '/en/home/live',
      '/en/cyber/line',
      '/en/casino-lobby',
      '/en/live-casino',
      '/en/othergames',
      '/en/promo',
      '/en/results',
    ]);
  });

  it.each([
    ['/ru/home/line', 'line'],
    ['/ru/home/line/sports/1-football', 'line'],
    ['/ru/home/live/sports/1-football/2-champ/3-game', 'live'],
    ['/ru/multi', 'live'],
    ['/ru/cyber/live/dashboard', 'cyber'],
    ['/ru/slots/popular', 'casino'],
    ['/ru/slots/game/12/book-of-ra', 'casino'],
    ['/ru/providers/spin-forge', 'casino'],
    ['/ru/bonus/casino/tournaments', 'casino'],
    ['/ru/live-casino/game/7/roulette', 'live-casino'],
    ['/ru/keno', 'other-games'],
    ['/ru/toto/main', 'other-games'],
    ['/ru/fortuna', 'other-games'],
    ['/ru/promo', 'promotions'],
    ['/ru/promotions/spring', 'promotions'],
    ['/ru/results/live', 'results'],
    ['/ru/champs/12', 'results'],
  ] as const)('puts %s in %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });

  it.each(['/ru/', '/ru/history', '/ru/recharge', '/ru/about'])('puts %s in no section', (path) => {
    expect(sectionOfPath(path)).toBeUndefined();
  });
});
