import { describe, expect, it } from 'vitest';
import { buildCatalogueSeed } from './catalogue-seed';
import { CASINO_PROVIDERS } from './catalogue-plan';
import { editDistanceWithin } from './edit-distance';
import { buildSearchIndex, MATCH, matchWord, search, typosAllowed, wordsOf } from './search-index';

describe('editDistanceWithin (Damerau-Levenshtein, optimal string alignment)', () => {
  it.each([
    ['book', 'book', 0],
    ['book', 'boko', 1],
    ['book', 'bok', 1],
    ['book', 'boom', 1],
    ['pharaohs', 'pharoahs', 1],
    ['pharaohs', 'faraohs', 2],
    ['aviator', 'avaitor', 1],
    ['kitten', 'sitting', 3],
  ])('%s / %s: %i', (a, b, distance) => {
    expect(editDistanceWithin(a, b, 5)).toBe(distance);
  });

  it('stops at max + 1', () => {
    expect(editDistanceWithin('kitten', 'sitting', 1)).toBe(2);
    expect(editDistanceWithin('a', 'abcdef', 2)).toBe(3);
  });
});

describe('search rules (README "Casino catalogue")', () => {
  it('cuts names into lower-case words without accents', () => {
    expect(wordsOf('Texas Hold’em — LIVE!')).toEqual(['texas', 'hold', 'em', 'live']);
    expect(wordsOf('Élan  Книга')).toEqual(['elan', 'книга']);
  });

  it('allows one typo from 4 letters and two from 8', () => {
    expect(typosAllowed('bok')).toBe(0);
    expect(typosAllowed('boko')).toBe(1);
    expect(typosAllowed('pharaohz')).toBe(2);
    expect(matchWord('book', 'book')).toBe(MATCH.exact);
    expect(matchWord('boo', 'book')).toBe(MATCH.prefix);
    expect(matchWord('boko', 'book')).toBe(MATCH.fuzzy);
    expect(matchWord('bok', 'book')).toBe(MATCH.none);
    expect(matchWord('pharo', 'pharaohs')).toBe(MATCH.fuzzy);
    expect(matchWord('farao', 'pharaohs')).toBe(MATCH.none);
    expect(matchWord('faraohs', 'pharaohs')).toBe(MATCH.none);
    expect(matchWord('pharaons', 'pharaohs')).toBe(MATCH.fuzzy);
  });

  const games = [
    { id: 1, name: 'Book of Pharaohs', providerSlug: 'nebula', position: 5 },
    { id: 2, name: 'Golden Book', providerSlug: 'quartz', position: 2 },
    { id: 3, name: 'Bookworm Riches', providerSlug: 'quartz', position: 1 },
    { id: 4, name: 'Boom Town', providerSlug: 'quartz', position: 3 },
    { id: 5, name: 'Star Fruits', providerSlug: 'nebula', position: 4 },
  ];
  const providers = [
    { slug: 'nebula', name: 'Nebula Forge', sortOrder: 1 },
    { slug: 'quartz', name: 'Quartz Reels', sortOrder: 2 },
  ];
  const index = buildSearchIndex(games, providers);

  it('ranks exact over prefix over fuzzy, then by the lobby order', () => {
    // book: exact in 1 and 2 (2 first in the lobby), prefix of bookworm, a typo of boom.
    expect(search(index, 'book', 10).gameIds).toEqual([2, 1, 3, 4]);
  });

  it('needs every query word, in the game name or its provider', () => {
    expect(search(index, 'book pharaohs', 10).gameIds).toEqual([1]);
    expect(search(index, 'nebula fruits', 10).gameIds).toEqual([5]);
    expect(search(index, 'book zebra', 10).gameIds).toEqual([]);
  });

  it('finds the games and the provider by a provider name, with typos', () => {
    const found = search(index, 'nebual', 10);
    expect(found.providerSlugs).toEqual(['nebula']);
    expect(found.gameIds).toEqual([5, 1]);
    expect(search(index, 'quar', 10).providerSlugs).toEqual(['quartz']);
  });

  it('ranks a game named so before a game of a provider named so', () => {
    const withNamed = buildSearchIndex(
      [...games, { id: 6, name: 'Quartz Temple', providerSlug: 'nebula', position: 99 }],
      providers,
    );
    expect(search(withNamed, 'quartz', 10).gameIds[0]).toBe(6);
  });

  it('keeps at most the limit and answers nothing for a query of no words', () => {
    expect(search(index, 'book', 2).gameIds).toEqual([2, 1]);
    expect(search(index, '—!', 10)).toEqual({ gameIds: [], providerSlugs: [] });
  });

  it('answers quickly over the whole seeded catalogue', () => {
    const seed = buildCatalogueSeed();
    const names = new Map(CASINO_PROVIDERS.map((provider) => [provider.slug, provider.name]));
    const full = buildSearchIndex(
      seed.games,
      seed.providers.map((provider) => ({ ...provider, name: names.get(provider.slug) ?? provider.name })),
    );
    const started = performance.now();
    for (const query of ['book of pharaohs', 'avaitor', 'fruit storm', 'nebula', 'keno', 'roulete live']) {
      search(full, query, 60);
    }
    // Six searches of 2,700 games: a few milliseconds each on a laptop; generous for a busy CI.
    expect(performance.now() - started).toBeLessThan(600);
    expect(search(full, 'Book of Pharaohs', 5).gameIds[0]).toBe(
      seed.games.find((g) => g.name === 'Book of Pharaohs')?.id,
    );
    expect(search(full, 'avaitor sky', 5).gameIds[0]).toBe(seed.games.find((g) => g.name === 'Aviator Sky')?.id);
  });
});
