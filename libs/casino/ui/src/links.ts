import type { CasinoCategory, CasinoGame } from '@bet/contract';
import { routePath } from '@bet/routing';

/** Spec 01 §3 other-games kinds, shown on othergames; each is a category of the catalogue. */
export const OTHER_GAME_KINDS = ['poker', 'virtual', 'toto', 'lotto'] as const;
export type OtherGameKind = (typeof OTHER_GAME_KINDS)[number];

export const OTHER_GAME_CATEGORY: Record<OtherGameKind, CasinoCategory> = {
  poker: 'poker',
  virtual: 'virtualsports',
  toto: 'toto',
  lotto: 'lotto',
};

/** Categories with no casino route of their own (spec 01 §2): they show on othergames under their kind. */
const ON_OTHER_GAMES: Partial<Record<CasinoCategory, OtherGameKind>> = { toto: 'toto', lotto: 'lotto' };

/** Spec 01 §2 "slots/{subcategory?} with game/{gameId}/{gameName}, live casino likewise". */
export function gamePath(game: Pick<CasinoGame, 'id' | 'slug' | 'category'>, language: string): string {
  const routeId = game.category === 'live-casino' ? 'live-casino-game' : 'slots-game';
  return routePath(routeId, { language, params: { gameId: String(game.id), gameName: game.slug } });
}

/** A category's lobby (its route id is its slug), with a sub-category where the route takes one. */
export function categoryPath(category: CasinoCategory, language: string, subcategory?: string): string {
  // toto/{section} and lotto/{sectionName?}: a section is the sub-category (libs/casino/ui README).
  if (category === 'toto' && subcategory) return routePath('toto', { language, params: { section: subcategory } });
  if (category === 'lotto' && subcategory)
    return routePath('lotto', { language, params: { sectionName: subcategory } });
  const kind = ON_OTHER_GAMES[category];
  if (kind) return routePath('othergames', { language, query: { kind } });
  if (category === 'slots' || category === 'live-casino') {
    return routePath(category, { language, params: subcategory ? { subcategory } : {} });
  }
  if (category === 'poker') return routePath('poker', { language, params: {} });
  return routePath(category, { language });
}

export function providerPath(provider: string, language: string): string {
  return routePath('provider', { language, params: { provider } });
}

/** The page a game goes back to when it is closed from inside (its category's lobby). */
export function lobbyPathOf(game: Pick<CasinoGame, 'category'> | null, language: string): string {
  return game ? categoryPath(game.category, language) : routePath('casino-lobby', { language });
}
