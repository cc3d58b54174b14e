import { describe, expect, it } from 'vitest';
import { betFromPayload, betIdOf, parseCouponBetPayload } from '@bet/coupon/state';
import { makeChamp, makeGame, makeMarket, makeSport } from '@bet/sportsbook/testing';
import { couponBetPayload } from './bet-payload';

describe('couponBetPayload: an outcome of the line as the coupon bus payload', () => {
  const game = makeGame(7, { team1: 'Arsenal', team2: 'Chelsea', sportId: 1, champId: 101, isLive: true, number: 345 });
  const market = makeMarket(71, 7, { coef: 2.15, outcome: '1', group: '1X2', kind: 1 });
  const sport = makeSport(1, { name: 'Football', nameEng: 'Football' });
  const champ = makeChamp(101, 1, { name: 'England. Premier League' });

  it('passes the coupon schema and gives the bet of this game and outcome', () => {
    const parsed = parseCouponBetPayload(couponBetPayload({ market, game, sport, champ, pageType: 'epl' }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const bet = betFromPayload(parsed.payload);
    expect(bet.id).toBe(betIdOf(7, 71));
    expect(bet.market).toMatchObject({
      coef: 2.15,
      isLive: true,
      sportId: 1,
      champId: 101,
      names: { market: '1X2', outcome: '1' },
    });
    expect(bet.game).toMatchObject({
      names: { team1: 'Arsenal', team2: 'Chelsea', champ: 'England. Premier League' },
      number: 345,
      sportNames: { name: 'Football', nameEng: 'Football' },
      menuSection: 'sports',
    });
    expect(bet.pageType).toBe('epl');
  });

  it('carries the suspension, and works without the menu names', () => {
    const parsed = parseCouponBetPayload(couponBetPayload({ market: { ...market, isBlocked: true }, game }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(betFromPayload(parsed.payload).isBlocked).toBe(true);
  });
});
