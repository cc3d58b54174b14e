import { DIGITS, routeBuilder, SLUG } from '../define-route';
import type { RouteDefinition, RouteMeta } from '../route-types';

const route = routeBuilder('promotions');

/**
 * Spec 01 §2 Promotions: "The bonus routes (bonuses, bonus-partner, bonus, bonuses-games) and
 * offer routes (bonuses-offers, bonus-offer-partner, bonus-offer, bonuses-offers-games) swap for
 * each other depending on site flag promoBonusToOffer." Each pair shares its parameters, so a
 * link of the inactive family is sent to the active one.
 */
export const BONUS_OFFER_PAIRS = [
  ['bonuses', 'bonuses-offers'],
  ['bonus-partner', 'bonus-offer-partner'],
  ['bonus', 'bonus-offer'],
  ['bonuses-games', 'bonuses-offers-games'],
] as const;

/**
 * Spec 01 §2: "Bonus id slot_first_deposit redirects with 301 to casino/slot-first-deposit when
 * flag thirdPartyHasFirstDepositRedirect is set" (on both families: the id is the same).
 */
const SLOT_FIRST_DEPOSIT = {
  valueRedirect: {
    param: 'bonusId',
    value: 'slot_first_deposit',
    flag: 'thirdPartyHasFirstDepositRedirect',
    to: 'casino/slot-first-deposit',
    status: 301,
  },
} as const;

/** The swap meta of one route of `BONUS_OFFER_PAIRS`: bonus routes live while the flag is off. */
function swapOf(id: string): RouteMeta {
  for (const [bonus, offer] of BONUS_OFFER_PAIRS) {
    if (id === bonus) return { swap: { flag: 'promoBonusToOffer', activeWhen: false, counterpart: offer } };
    if (id === offer) return { swap: { flag: 'promoBonusToOffer', activeWhen: true, counterpart: bonus } };
  }
  throw new Error(`"${id}" is not a bonus or offer route`);
}

const BONUS_ID = { bonusId: SLUG };
const PARTNER_ID = { partnerId: SLUG };

export const PROMOTION_ROUTES: readonly RouteDefinition[] = [
  // "bonuses (rules or games), bonus rules/{id}, partners/{id}"
  route('bonuses', 'bonuses', { meta: swapOf('bonuses') }),
  route('bonuses-games', 'bonuses/games', { meta: swapOf('bonuses-games') }),
  route('bonus', 'bonuses/rules/:bonusId', { params: BONUS_ID, meta: { ...swapOf('bonus'), ...SLOT_FIRST_DEPOSIT } }),
  route('bonus-partner', 'bonuses/partners/:partnerId', { params: PARTNER_ID, meta: swapOf('bonus-partner') }),
  // "offers equivalents"
  route('bonuses-offers', 'offers', { meta: swapOf('bonuses-offers') }),
  route('bonuses-offers-games', 'offers/games', { meta: swapOf('bonuses-offers-games') }),
  route('bonus-offer', 'offers/rules/:bonusId', {
    params: BONUS_ID,
    meta: { ...swapOf('bonus-offer'), ...SLOT_FIRST_DEPOSIT },
  }),
  route('bonus-offer-partner', 'offers/partners/:partnerId', {
    params: PARTNER_ID,
    meta: swapOf('bonus-offer-partner'),
  }),
  route('promotions', 'promotions/:promotionId', { params: { promotionId: SLUG } }),
  // "CMS landings": lpage/{landingId} redirects here (see redirects.ts).
  route('landing-page', 'landing-page/:landingId', { params: { landingId: SLUG } }),
  route('promo', 'promo'),
  route('ourpartners', 'ourpartners/:section?', { params: { section: SLUG } }),
  route('betting-alphabet', 'betting-alphabet/:block?/:category?/:slug?', {
    params: { block: SLUG, category: SLUG, slug: SLUG },
  }),
  route('news', 'news/:slug?', { params: { slug: SLUG } }),
  // "results/{type?} (live or zone)"
  route('results', 'results/:type?', { params: { type: { values: ['live', 'zone'] } } }),
  route('statistic', 'statistic'),
  // Opened in its own small window: nothing around the content.
  route('statisticpopup', 'statisticpopup', { layout: 'empty' }),
  route('toto', 'toto/:section', { params: { section: SLUG } }),
  route('lotto', 'lotto/:sectionName?/:lottoId?', { params: { sectionName: SLUG, lottoId: DIGITS } }),
  // Spec 01 §5: "Print-coupon id digits". A printable page: nothing around it. Reading a placed
  // bet harms nobody, so it stays open in a ban (decision).
  route('print-coupon', 'print-coupon/:couponId', {
    layout: 'empty',
    params: { couponId: DIGITS },
    meta: { allowedInBan: true },
  }),
  // "cricket pages, ipl-betting-app": the spec gives no paths; ours are cricket and cricket/{page}.
  route('cricket', 'cricket/:page?', { params: { page: SLUG } }),
  route('ipl-betting-app', 'ipl-betting-app'),
  // "Promo code showcase, Asian showcase, home showcase, download-app pages": paths are ours.
  route('promo-code-showcase', 'promo-codes'),
  route('asian-showcase', 'asian-showcase'),
  route('home-showcase', 'showcase'),
  route('download-app', 'download-app/:platform?', { params: { platform: SLUG } }),
];
