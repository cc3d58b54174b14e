import { GAME_STATUSES, type Game, type Market } from '@bet/contract';
import type { CouponBetPayload } from './event-bus.ts';

/**
 * A bet as the coupon's bus payload from a game and a market of the line (contract line-calls):
 * what a coupon loaded by its code comes back as. The sportsbook's odds buttons send it too, with
 * the sport and championship names, menu section and page type the sportsbook knows.
 */
export function lineBetPayload(
  game: Game,
  market: Market,
): CouponBetPayload & Required<Pick<CouponBetPayload, 'game'>> {
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
      names: { team1: game.team1, team2: game.team2 },
      scores: game.scores,
      number: game.number,
      champId: game.champId,
      sportNames: {},
      menuSection: null,
      cyberTypeId: game.cyberTypeId,
      status: game.status,
      startTime: game.startTime,
      time: game.time,
      isLiveInLive: false,
      isFinished: game.status === GAME_STATUSES.finished,
    },
    isBlocked: market.isBlocked,
  };
}
