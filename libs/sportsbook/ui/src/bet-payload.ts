import { GAME_STATUSES, type Champ, type Game, type Market, type Sport } from '@bet/contract';
import type { CouponBetPayload } from '@bet/coupon/state';
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
  return {
    market: {
      id: market.id,
      coef: market.coef,
      gameId: game.id,
      sportId: game.sportId,
      typeId: market.typeId,
      isLive: game.isLive,
      kind: market.kind,
      champId: game.champId,
      names: { market: market.group, outcome: market.outcome },
    },
    game: {
      names: { team1: game.team1, team2: game.team2, ...(champ ? { champ: champ.name } : {}) },
      scores: game.scores,
      number: game.number,
      champId: game.champId,
      sportNames: sport ? { name: sport.name, nameEng: sport.nameEng } : {},
      menuSection: MENU_SECTION,
      cyberTypeId: game.cyberTypeId,
      status: game.status,
      startTime: game.startTime,
      time: game.time,
      isLiveInLive: false,
      isFinished: game.status === GAME_STATUSES.finished,
    },
    isBlocked: market.isBlocked,
    ...(pageType ? { pageType } : {}),
  };
}
