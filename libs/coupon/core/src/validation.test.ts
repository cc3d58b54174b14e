import { describe, expect, it } from 'vitest';
import { COUPON_ISSUE_PRIORITY, CouponIssue, primaryIssue, sortIssues } from './coupon-issue.ts';
import { CouponType } from './coupon-type.ts';
import { BONUS_ACCOUNT_TYPE, validateCoupon, type CouponBetInput, type CouponValidationInput } from './validation.ts';

const first: CouponBetInput = { gameId: 1, coef: 1.5 };
const bets: CouponBetInput[] = [first, { gameId: 2, coef: 2.1 }, { gameId: 3, coef: 1.85 }];

const express: CouponValidationInput = {
  typeId: CouponType.Express,
  amount: 1000,
  bets,
  minBetAmount: 100,
  maxBetAmount: 100_000,
  limitedTypeIds: [CouponType.Single, CouponType.Express, CouponType.System],
};

describe('validateCoupon', () => {
  it('a valid express has no issue', () => {
    expect(validateCoupon(express)).toEqual([]);
    expect(primaryIssue(validateCoupon(express))).toBeNull();
  });

  it('no bets', () => {
    expect(validateCoupon({ ...express, bets: [] })).toEqual([CouponIssue.NoBets]);
  });

  it('an unknown type', () => {
    expect(validateCoupon({ ...express, typeId: 12 })).toEqual([CouponIssue.UnknownType]);
  });

  it('a malformed coefficient', () => {
    const malformed = [...bets, { gameId: 4, coef: 1.0001 }];
    expect(validateCoupon({ ...express, bets: malformed })).toEqual([CouponIssue.InvalidCoef]);
  });

  describe('locked bets', () => {
    it('a blocked bet blocks every type', () => {
      const blocked = [{ ...first, isBlocked: true }];
      const single = { ...express, typeId: CouponType.Single, bets: blocked };
      expect(validateCoupon(single)).toEqual([CouponIssue.LockedBet]);
      expect(validateCoupon({ ...express, bets: [...blocked, ...bets.slice(1)] })).toEqual([CouponIssue.LockedBet]);
    });

    it('two bets on one game: same_game in combined types (by flag or by gameId)', () => {
      expect(validateCoupon({ ...express, bets: [...bets, { gameId: 3, coef: 2 }] })).toEqual([CouponIssue.SameGame]);
      expect(validateCoupon({ ...express, bets: [...bets.slice(1), { ...first, isDepend: true }] })).toEqual([
        CouponIssue.SameGame,
      ]);
      const textId = [...bets, { gameId: '3', coef: 2 }];
      expect(validateCoupon({ ...express, bets: textId })).toEqual([CouponIssue.SameGame]);
    });

    it('same game and banned-from-express do not block singles', () => {
      const manySingles: CouponValidationInput = {
        ...express,
        typeId: CouponType.ManySingles,
        bets: [
          { gameId: 1, coef: 1.5, amount: 500, isDepend: true },
          { gameId: 1, coef: 2, amount: 500, isBannedExpress: true },
        ],
      };
      expect(validateCoupon(manySingles)).toEqual([]);
      const banned = [{ gameId: 1, coef: 1.5, isBannedExpress: true }];
      expect(validateCoupon({ ...express, typeId: CouponType.Single, bets: banned })).toEqual([]);
    });

    it('a bet banned from express blocks combined types', () => {
      expect(validateCoupon({ ...express, bets: [...bets.slice(1), { ...first, isBannedExpress: true }] })).toEqual([
        CouponIssue.BannedFromExpress,
      ]);
    });
  });

  describe('bet count and system value per type', () => {
    it.each<[string, Partial<CouponValidationInput>, CouponIssue[]]>([
      ['an express of one bet', { bets: bets.slice(0, 1) }, [CouponIssue.TooFewBetsForType]],
      ['a single of two bets', { typeId: CouponType.Single, bets: bets.slice(0, 2) }, [CouponIssue.TooManyBetsForType]],
      ['a patent of 2 bets', { typeId: CouponType.Patent, bets: bets.slice(0, 2) }, [CouponIssue.TooFewBetsForType]],
      [
        'a system of 2 bets',
        { typeId: CouponType.System, systemValue: 2, bets: bets.slice(0, 2) },
        [CouponIssue.TooFewBetsForType],
      ],
      ['a system without a value', { typeId: CouponType.System }, [CouponIssue.SystemValueOutOfRange]],
      ['a system 1/3', { typeId: CouponType.System, systemValue: 1 }, [CouponIssue.SystemValueOutOfRange]],
      ['a system 3/3', { typeId: CouponType.System, systemValue: 3 }, [CouponIssue.SystemValueOutOfRange]],
      [
        'a system 2/3 with one banker (k = 2 > b = 1)',
        { typeId: CouponType.System, systemValue: 2, bets: [{ ...first, isBanker: true }, ...bets.slice(1)] },
        [],
      ],
      [
        'a system 2/4 with 2 bankers',
        {
          typeId: CouponType.System,
          systemValue: 2,
          bets: [...bets, { gameId: 4, coef: 3 }].map((bet, index) => ({ ...bet, isBanker: index < 2 })),
        },
        [CouponIssue.SystemValueOutOfRange],
      ],
      ['a system 2/3', { typeId: CouponType.System, systemValue: 2 }, []],
      [
        'a multi-bet without a lobby',
        { typeId: CouponType.MultiBet, systemValue: 2, bets: [...bets, { gameId: 4, coef: 3 }] },
        [CouponIssue.MissingLobby],
      ],
      [
        'a multi-bet: lobby + 2/3',
        { typeId: CouponType.MultiBet, systemValue: 2, bets: [{ gameId: 4, coef: 1.5, isBanker: true }, ...bets] },
        [],
      ],
      [
        'a multi-bet: lobby + 3/3',
        { typeId: CouponType.MultiBet, systemValue: 3, bets: [{ gameId: 4, coef: 1.5, isBanker: true }, ...bets] },
        [CouponIssue.SystemValueOutOfRange],
      ],
      [
        'a conditional of 3 bets in 3 blocks',
        { typeId: CouponType.Conditional, bets: bets.map((bet, index) => ({ ...bet, blockId: index + 1 })) },
        [],
      ],
      ['an anti-express of 3 bets', { typeId: CouponType.AntiExpress }, []],
    ])('%s', (_, change, issues) => {
      expect(validateCoupon({ ...express, ...change })).toEqual(issues);
    });
  });

  it('promo codes for every type but singles', () => {
    const single = { ...express, typeId: CouponType.Single, bets: bets.slice(0, 1) };
    expect(validateCoupon({ ...single, promoCode: 'SPRING' })).toEqual([CouponIssue.PromoCodeOnSingle]);
    expect(validateCoupon({ ...single, promoCode: '  ' })).toEqual([]);
    expect(validateCoupon({ ...single, promoCode: null })).toEqual([]);
    expect(validateCoupon({ ...express, promoCode: 'SPRING' })).toEqual([]);
  });

  describe('VIP bet', () => {
    const vip = { ...express, isActiveVipBet: true, isVipBetAllowed: true };

    it('allowed when the site allows it, max finite, line bets, not many singles', () => {
      expect(validateCoupon(vip)).toEqual([]);
    });

    it('reports every VIP rule the coupon breaks', () => {
      expect(
        validateCoupon({
          ...vip,
          isVipBetAllowed: false,
          maxBetAmount: null,
          bets: [...bets.slice(1), { ...first, isLive: true }],
        }),
      ).toEqual([CouponIssue.VipNotAllowed, CouponIssue.VipNeedsMaxBet, CouponIssue.VipLiveBet]);
      const singles = bets.map((bet) => ({ ...bet, amount: 500 }));
      expect(validateCoupon({ ...vip, typeId: CouponType.ManySingles, bets: singles })).toEqual([
        CouponIssue.VipManySingles,
      ]);
    });

    it('is not checked while VIP is off', () => {
      expect(validateCoupon({ ...express, isVipBetAllowed: false, maxBetAmount: null })).toEqual([]);
    });
  });

  describe('stakes', () => {
    it('no stake, a malformed stake', () => {
      expect(validateCoupon({ ...express, amount: 0 })).toEqual([CouponIssue.NoAmount]);
      expect(validateCoupon({ ...express, amount: undefined })).toEqual([CouponIssue.NoAmount]);
      expect(validateCoupon({ ...express, amount: 10.5 })).toEqual([CouponIssue.InvalidAmount]);
      expect(validateCoupon({ ...express, amount: -5 })).toEqual([CouponIssue.InvalidAmount]);
    });

    it('below min, above max for the listed types', () => {
      expect(validateCoupon({ ...express, amount: 99 })).toEqual([CouponIssue.BelowMin]);
      expect(validateCoupon({ ...express, amount: 100 })).toEqual([]);
      expect(validateCoupon({ ...express, amount: 100_000 })).toEqual([]);
      expect(validateCoupon({ ...express, amount: 100_001 })).toEqual([CouponIssue.AboveMax]);
    });

    it('min and max apply only to the types the config lists', () => {
      const chain = { ...express, typeId: CouponType.Chain };
      expect(validateCoupon({ ...chain, amount: 1 })).toEqual([]);
      expect(validateCoupon({ ...chain, amount: 10_000_000 })).toEqual([]);
      expect(validateCoupon({ ...express, limitedTypeIds: [], amount: 1 })).toEqual([]);
    });

    it('max never applies to the bonus account; min still does', () => {
      const bonus = { ...express, accountType: BONUS_ACCOUNT_TYPE };
      expect(validateCoupon({ ...bonus, amount: 10_000_000 })).toEqual([]);
      expect(validateCoupon({ ...bonus, amount: 99 })).toEqual([CouponIssue.BelowMin]);
      expect(validateCoupon({ ...express, accountType: 0, amount: 10_000_000 })).toEqual([CouponIssue.AboveMax]);
    });

    it('unlimited max (null, Infinity) and no min', () => {
      expect(validateCoupon({ ...express, maxBetAmount: null, amount: 10_000_000 })).toEqual([]);
      expect(validateCoupon({ ...express, maxBetAmount: Infinity, amount: 10_000_000 })).toEqual([]);
      expect(validateCoupon({ ...express, minBetAmount: null, amount: 1 })).toEqual([]);
    });

    it('many singles check each bet stake', () => {
      const singles: CouponValidationInput = {
        ...express,
        typeId: CouponType.ManySingles,
        amount: undefined,
        limitedTypeIds: [CouponType.ManySingles],
        bets: [
          { gameId: 1, coef: 1.5, amount: 500 },
          { gameId: 2, coef: 2, amount: 50 },
          { gameId: 3, coef: 2, amount: 200_000 },
          { gameId: 4, coef: 2 },
        ],
      };
      expect(validateCoupon(singles)).toEqual([CouponIssue.NoAmount, CouponIssue.BelowMin, CouponIssue.AboveMax]);
    });
  });

  it('returns every reason, highest priority first, each once', () => {
    const issues = validateCoupon({
      ...express,
      typeId: CouponType.Single,
      amount: 50,
      promoCode: 'X',
      bets: [
        { gameId: 1, coef: 1.5, isBlocked: true },
        { gameId: 1, coef: 2, isBlocked: true },
      ],
      isActiveVipBet: true,
      isVipBetAllowed: false,
    });
    expect(issues).toEqual([
      CouponIssue.LockedBet,
      CouponIssue.TooManyBetsForType,
      CouponIssue.PromoCodeOnSingle,
      CouponIssue.VipNotAllowed,
      CouponIssue.BelowMin,
    ]);
    expect(primaryIssue(issues)).toBe(CouponIssue.LockedBet);
  });
});

describe('validateCoupon: conditional blocks (type 5)', () => {
  const conditional: CouponValidationInput = {
    ...express,
    typeId: CouponType.Conditional,
    bets: bets.map((bet, index) => ({ ...bet, blockId: index === 0 ? 1 : 2 })),
    amountByBlockId: { 1: 1000, 2: 500 },
  };

  it('two blocks with their amounts have no issue', () => {
    expect(validateCoupon(conditional)).toEqual([]);
  });

  it('bets in one block: too_few_blocks', () => {
    expect(validateCoupon({ ...conditional, bets: bets.map((bet) => ({ ...bet, blockId: 1 })) })).toEqual([
      CouponIssue.TooFewBlocks,
    ]);
  });

  it('a later block without an amount: no_amount; the first block is the stake', () => {
    expect(validateCoupon({ ...conditional, amountByBlockId: { 1: 1000 } })).toEqual([CouponIssue.NoAmount]);
    expect(validateCoupon({ ...conditional, amountByBlockId: { 1: 1000, 2: 0.5 } })).toEqual([
      CouponIssue.InvalidAmount,
    ]);
    expect(validateCoupon({ ...conditional, amount: 0 })).toEqual([CouponIssue.NoAmount]);
  });
});

describe('issue priority', () => {
  it('lists every code once, structure before money', () => {
    expect(new Set(COUPON_ISSUE_PRIORITY).size).toBe(Object.keys(CouponIssue).length);
    expect(COUPON_ISSUE_PRIORITY[0]).toBe(CouponIssue.NoBets);
    expect(COUPON_ISSUE_PRIORITY.indexOf(CouponIssue.SameGame)).toBeLessThan(
      COUPON_ISSUE_PRIORITY.indexOf(CouponIssue.BelowMin),
    );
    expect(COUPON_ISSUE_PRIORITY.at(-1)).toBe(CouponIssue.AboveMax);
  });

  it('primaryIssue picks the highest priority whatever the input order; null for none', () => {
    const issues = [CouponIssue.AboveMax, CouponIssue.SameGame, CouponIssue.NoAmount];
    expect(primaryIssue(issues)).toBe(CouponIssue.SameGame);
    expect(primaryIssue([])).toBeNull();
    expect(sortIssues([CouponIssue.BelowMin, CouponIssue.NoBets, CouponIssue.BelowMin])).toEqual([
      CouponIssue.NoBets,
      CouponIssue.BelowMin,
    ]);
  });
});
