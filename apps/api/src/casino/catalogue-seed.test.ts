import { CASINO_CATEGORIES, casinoSlugSchema } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { BONUS_GAMES, BRAND_PROVIDER, CASINO_PROVIDERS, engineOf, FEATURED_GAMES } from './catalogue-plan';
import { buildCatalogueSeed, slugOf } from './catalogue-seed';

describe('the seeded catalogue (issue 14 "a few thousand games from a few dozen providers")', () => {
  const seed = buildCatalogueSeed();

  it('has a few thousand games from about thirty providers, every name and id once', () => {
    expect(seed.games.length).toBeGreaterThanOrEqual(2500);
    expect(seed.games.length).toBeLessThanOrEqual(3000);
    expect(seed.providers).toHaveLength(CASINO_PROVIDERS.length);
    expect(seed.providers.length).toBeGreaterThanOrEqual(25);
    expect(new Set(seed.games.map((game) => game.id)).size).toBe(seed.games.length);
    expect(new Set(seed.games.map((game) => game.name.toLowerCase())).size).toBe(seed.games.length);
  });

  it('fills every section of spec 01 §2 with games and sub-categories', () => {
    for (const category of CASINO_CATEGORIES) {
      const games = seed.games.filter((game) => game.category === category);
      expect(games.length, category).toBeGreaterThanOrEqual(30);
      expect(games.every((game) => game.subcategories.length > 0)).toBe(true);
    }
    const slots = seed.games.filter((game) => game.category === 'slots');
    for (const sub of ['popular', 'new', 'megaways', 'jackpot', 'books', 'fruits']) {
      expect(
        slots.some((game) => game.subcategories.includes(sub)),
        sub,
      ).toBe(true);
    }
    const live = seed.games.filter((game) => game.category === 'live-casino');
    for (const sub of ['roulette', 'blackjack', 'baccarat', 'game-shows']) {
      expect(
        live.some((game) => game.subcategories.includes(sub)),
        sub,
      ).toBe(true);
    }
  });

  it('uses every casino filter of spec 01 §3 but all, the engines by section, RTP in basis points', () => {
    const filters = new Set(seed.games.map((game) => game.filter));
    expect([...filters].sort()).toEqual(['card-games', 'climb-to-victory', 'dice', 'lotteries', 'other', 'slots']);
    for (const game of seed.games) {
      expect(game.engine).toBe(engineOf(game.category));
      expect(game.rtpBp).toBeGreaterThanOrEqual(8000);
      expect(game.rtpBp).toBeLessThanOrEqual(10_000);
      expect(casinoSlugSchema.safeParse(game.slug).success).toBe(true);
      for (const slug of [...game.subcategories, ...game.tags])
        expect(casinoSlugSchema.safeParse(slug).success).toBe(true);
    }
    expect(seed.games.filter((game) => game.engine === 'crash').every((game) => game.category === 'crash-games')).toBe(
      true,
    );
    expect(seed.games.some((game) => game.isNew)).toBe(true);
    expect(seed.games.some((game) => game.isHot)).toBe(true);
    // Live tables have dealers, not a demo.
    expect(seed.games.filter((game) => game.category === 'live-casino').some((game) => game.hasDemo)).toBe(false);
  });

  it('is the same for the same seed and puts the featured games at the head of a dense order', () => {
    expect(buildCatalogueSeed()).toEqual(seed);
    expect(buildCatalogueSeed(7).games.map((game) => game.name)).not.toEqual(seed.games.map((game) => game.name));
    expect(seed.games.map((game) => game.position).sort((a, b) => a - b)).toEqual(
      seed.games.map((_, index) => index + 1),
    );
    expect(seed.games.slice(0, FEATURED_GAMES.length).map((game) => game.name)).toEqual(
      FEATURED_GAMES.map((game) => game.name),
    );
  });

  it('adds the six bonus games of spec 01 §2 after every other game, tagged, from the brand studio', () => {
    const bonus = seed.games.slice(-BONUS_GAMES.length);
    expect(bonus.map((game) => game.slug)).toEqual(['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus']);
    expect(bonus.map((game) => game.id)).toEqual([3721, 3722, 3723, 3724, 3725, 3726]);
    for (const game of bonus) {
      expect(game.tags).toEqual(['bonus-games']);
      expect(game.providerSlug).toBe(BRAND_PROVIDER);
      expect(game.hasDemo).toBe(true);
    }
    expect(seed.games.filter((game) => game.tags.includes('bonus-games'))).toHaveLength(6);
    expect(seed.games.filter((game) => game.providerSlug === BRAND_PROVIDER)).toHaveLength(6);
    // The drawn games keep their ids: the first ones and the e2e names are where they were.
    expect(seed.games.slice(0, 2).map((game) => [game.id, game.name])).toEqual([
      [1001, 'Book of Pharaohs'],
      [1002, 'Aviator Sky'],
    ]);
  });

  it('tags the games with an Asian theme for the asian-games lobby', () => {
    const asian = seed.games.filter((game) => game.tags.includes('asian'));
    expect(asian.length).toBeGreaterThanOrEqual(30);
    expect(asian.every((game) => /Samurai|Dragon|Panda|Tiger|Sic Bo/.test(game.name))).toBe(true);
  });

  it('makes address slugs of names', () => {
    expect(slugOf('Book of Pharaohs')).toBe('book-of-pharaohs');
    expect(slugOf('Texas Hold’em Live!')).toBe('texas-hold-em-live');
    expect(slugOf('Élan Vital')).toBe('elan-vital');
    expect(slugOf('★★★')).toBe('game');
  });
});
