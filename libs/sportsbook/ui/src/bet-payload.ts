import type { Champ, Game, Market, Sport } from '@bet/contract';
import { lineBetPayload, type CouponBetPayload } from '@bet/coupon/state';
import { MENU_SECTION } from './links';

export interface BetSource {
  market: Market;
  game: Game;
  sport?: Sport | undefined;
  champ?: Champ | undefined;
  /** The page type the bet was picked on (spec 01 §2 pageType), kept with the bet. */
  pageType?: string | undefined;
}

/**
 * The coupon's bus payload (`couponAddBet`, @bet/coupon/state bet.ts couponBetPayloadSchema)
 * for an outcome of the line: what the coupon needs to show, check and place the bet.
 */
export function couponBetPayload({ market, game, sport, champ, pageType }: BetSource): CouponBetPayload {
  // The coupon's own line bet, with what only the sportsbook knows: names, menu section, page type.
  const bet = lineBetPayload(game, market);
  return {
    ...bet,
    game: {
      ...bet.game,
      names: { ...bet.game.names, ...(champ ? { champ: champ.name } : {}) },
      sportNames: sport ? { name: sport.name, nameEng: sport.nameEng } : {},
      menuSection: MENU_SECTION,
    },
    ...(pageType ? { pageType } : {}),
  };
}
