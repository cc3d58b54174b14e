import { routeBuilder, SLUG } from '../define-route';
import type { RouteDefinition } from '../route-types';

const route = routeBuilder('casino');

/** A running game needs the whole window: no footer, SEO text or bottom navigation. */
const GAME_HIDE = ['footer', 'seo', 'bottomNav'] as const;

/** Spec 01 §2 Casino: plain lobby pages, one segment each. */
const LOBBIES = [
  'bingo',
  'fishinghunting',
  'scratchcards',
  'keno',
  'tvgames',
  'virtualsports',
  'fast-games',
  'fast-bet',
  'asian-games',
  'card-games',
  'crash-games',
  'skill-games',
  'my-casino',
  'casino-lobby',
  'providers',
  'casino-search',
  'othergames',
] as const;

export const CASINO_ROUTES: readonly RouteDefinition[] = [
  ...LOBBIES.map((lobby) => route(lobby, lobby)),
  route('poker', 'poker/:game?', { params: { game: SLUG } }),
  // "slots/{subcategory?} with game/{gameId}/{gameName}, live casino likewise"
  route('slots', 'slots/:subcategory?', { params: { subcategory: SLUG } }),
  route('slots-game', 'slots/game/:gameId/:gameName', {
    params: { gameId: SLUG, gameName: SLUG },
    meta: { hide: GAME_HIDE },
  }),
  route('slots-vulkan', 'slots/vulkan'),
  route('live-casino', 'live-casino/:subcategory?', { params: { subcategory: SLUG } }),
  route('live-casino-game', 'live-casino/game/:gameId/:gameName', {
    params: { gameId: SLUG, gameName: SLUG },
    meta: { hide: GAME_HIDE },
  }),
  route('my-casino-favorites', 'my-casino/favorites'),
  route('provider', 'providers/:provider', { params: { provider: SLUG } }),
  route('casino-brand', 'casino/brand'),
  // Casino bonuses.
  route('casino-bonus', 'bonus/casino'),
  route('casino-bonus-promo', 'bonus/casino/promo'),
  route('casino-tournaments', 'bonus/casino/tournaments'),
  route('casino-tournament', 'bonus/casino/tournaments/:tournamentId', { params: { tournamentId: SLUG } }),
  route('casino-bonus-item', 'bonus/casino/:bonusId', { params: { bonusId: SLUG } }),
  route('casino-promotion', 'bonus/casino/promotions/:promotionId', { params: { promotionId: SLUG } }),
  // "a headless landing-{x} landing": React Router has no partial-segment parameters, so the
  // whole segment is the parameter and the constraint keeps the prefix.
  route('casino-landing', ':landing', { layout: 'headless', params: { landing: { pattern: /landing-[a-z0-9-]+/ } } }),
  // "a thank-you page under slots, casino or keno"
  route('slots-thank-you', 'slots/thank-you'),
  route('casino-thank-you', 'casino/thank-you'),
  route('keno-thank-you', 'keno/thank-you'),
  // Target of the slot_first_deposit redirect (spec 01 §2 Promotions).
  route('casino-slot-first-deposit', 'casino/slot-first-deposit'),
];
