import { BET_ERROR_CODES, GAME_STATUSES, placedCouponSchema } from '@bet/contract';
import type { MarketChange, PlacedCouponAnswer, postCouponBodySchema } from '@bet/contract';
import {
  calcConditionalPossibleWinExact,
  calcPossibleWinExact,
  coefToThousandths,
  CONDITIONAL_MIN_BLOCKS,
  conditionalBlocks,
  CouponIssue,
  CouponType,
  floorExact,
  thousandthsToCoef,
  totalCoef,
  validateCoupon,
} from '@bet/coupon';
import type { ExactAmount } from '@bet/coupon';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerDeps } from '../server-deps';
import { toSeconds } from '../http/epoch-seconds';
import type { Player } from '../auth/players';
import type { Db } from '../db/database';
import { accounts, couponLegs, coupons, currencies } from '../db/schema';
import { moveMoney } from '../payments/ledger';
import { holdLine, loadMarketsForBets } from '../sportsbook/feed-queries';
import type { MarketForBets } from '../sportsbook/feed-queries';
import { antiExpressCoefMilli } from './anti-express-price';
import { formatMinor } from './format-minor';
import { refuse } from './placement-refusal';
import { requestHash } from './request-hash';
import { checkPromoCodeType, spendPrepaid, spendPromoCode } from './promo-codes';
import { readStakeLimits } from './stake-limits';
import type { StakeLimits } from './stake-limits';

/** The body of the contract's postCoupon call, as its schema reads it. */
export type AcceptCouponInput = z.output<typeof postCouponBodySchema>;

/**
 * The responsible-gaming check of a stake (spec 01 §3 limit types 1-3, 10-12, 30). The limits
 * feature plugs it in (server.ts: limits/stake-limit-check.ts); it answers what may still be
 * staked when the stake would break a limit, else null. Absent (some tests): no limit applies.
 */
export type WagerLimitCheck = (
  /** The placement's transaction: read through it (on PGlite another connection would wait for it). */
  db: Pick<Db, 'select' | 'execute'>,
  wager: { playerId: number; accountId: number; amount: number; at: Date },
) => Promise<{ remaining: number } | null>;

interface BettingAccount {
  id: number;
  type: number;
  iso: string;
}

interface PricedLeg {
  marketId: number;
  gameId: number;
  coefMilli: number;
  isLive: boolean;
  isBanker: boolean;
  blockId: number;
  amount: number | null;
}

/** Thrown inside the transaction when another request with the same id got there first. */
class AlreadyPlaced extends Error {}

/** Types with one total coefficient (placedCouponSchema.coef); the rest answer null. */
const ONE_LINE_TYPES: readonly number[] = [CouponType.Single, CouponType.Express];

const STAKE_ISSUES: readonly CouponIssue[] = [
  CouponIssue.NoAmount,
  CouponIssue.InvalidAmount,
  CouponIssue.BelowMin,
  CouponIssue.AboveMax,
];

/** What the player is told for each rule of the engine a coupon can break. */
const ISSUE_DETAILS: Partial<Record<CouponIssue, string>> = {
  [CouponIssue.NoBets]: 'The coupon has no bets',
  [CouponIssue.UnknownType]: 'The coupon type is not one of 0-9',
  [CouponIssue.InvalidCoef]: 'A coefficient is not a number of at least 1 with at most 3 decimals',
  [CouponIssue.SameGame]: 'Two bets of a combined coupon are on the same game',
  [CouponIssue.BannedFromExpress]: 'A bet that may not be combined is in a combined coupon',
  [CouponIssue.TooFewBetsForType]: 'The coupon has too few bets for its type',
  [CouponIssue.TooManyBetsForType]: 'The coupon has too many bets for its type',
  [CouponIssue.MissingLobby]: 'A multi-bet needs one bet marked as its lobby',
  [CouponIssue.SystemValueOutOfRange]: 'The system value is outside the range the bets allow',
  [CouponIssue.TooFewBlocks]: 'A conditional coupon needs bets in at least 2 blocks',
};

/**
 * The server's side of a placement (contract postCoupon): accepts the coupon a signed-in player
 * sends once it passes the coupon engine's rules, the account, the stake limits and the line as
 * it is now, then debits the account and stores the coupon in one transaction. Idempotent on
 * (player, body.id). Throws a PlacementRefused (400) for every refusal.
 */
export async function acceptCoupon(
  deps: Pick<ServerDeps, 'db' | 'clock'> & { wagerLimit?: WagerLimitCheck | undefined },
  player: Player,
  body: AcceptCouponInput,
): Promise<PlacedCouponAnswer> {
  const { db } = deps;
  const hash = requestHash(body);
  const stored = await findStoredPlacement(db, player.id, body.id);
  if (stored) return replay(stored, hash);

  const account = await resolveAccount(db, player, body);
  const limits = await readStakeLimits(db, account.iso);
  checkCouponRules(body, account, limits);

  const placedAt = new Date(deps.clock.now());
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({
          playerId: player.id,
          accountId: account.id,
          requestId: body.id,
          requestHash: hash,
          typeId: body.typeId,
          systemValue: usesSystemValue(body.typeId) ? body.systemValue : 0,
          amount: body.amount,
          possibleWin: 0,
          placedAt,
          answer: {},
        })
        // A concurrent request with the same id: wait for it, then answer what it stored.
        .onConflictDoNothing({ target: [coupons.playerId, coupons.requestId] })
        .returning({ id: coupons.id });
      if (!row) throw new AlreadyPlaced();

      // The line can change (or the game finish and be settled) between reading it and committing:
      // hold it until the coupon is stored (feed-queries.ts holdLine).
      await holdLine(tx);
      const { legs, acceptedCoefs } = priceLegs(
        body,
        await loadMarketsForBets(
          tx,
          body.bets.map((bet) => bet.id),
        ),
      );
      const antiExpressMilli = body.typeId === CouponType.AntiExpress ? priceAntiExpress(body, legs) : null;
      const possibleWin = checkPossibleWin(body, legs, limits.maxPayout, antiExpressMilli);
      const coefMilli = antiExpressMilli ?? couponCoefMilli(body.typeId, legs);

      const exceeded = await deps.wagerLimit?.(tx, {
        playerId: player.id,
        accountId: account.id,
        amount: body.amount,
        at: placedAt,
      });
      if (exceeded) {
        throw refuse(
          BET_ERROR_CODES.limitExceeded,
          exceeded.remaining === 0
            ? 'Betting is closed by a responsible-gaming limit (self-exclusion, or a wagering or loss limit used up)'
            : `The stake would exceed a responsible-gaming limit: at most ${formatMinor(exceeded.remaining, account.iso)} may be staked now`,
          { limit: exceeded.remaining },
        );
      }

      // The promo code and the prepaid money go with this coupon or not at all (promo-codes.ts).
      await spendPromoCode(tx, { playerId: player.id, promoCode: body.promoCode, couponId: row.id, at: placedAt });
      await spendPrepaid(tx, {
        accountId: account.id,
        prepaidAmount: body.prepaidAmount,
        amount: body.amount,
        iso: account.iso,
      });

      // The conditional update is the whole guard against overdrawing: two placements racing for
      // the same money cannot both find enough of it (the account row is locked by the update, a
      // check and an act in one statement; the limit check above holds the player's row).
      // The stake is a ledger entry in the same transaction (payments/ledger.ts).
      const balance = await moveMoney(tx, {
        accountId: account.id,
        kind: 'stake',
        // The prepaid part of the stake came from the prepaid amount above.
        amount: -(body.amount - body.prepaidAmount),
        ref: `coupon:${row.id}`,
        at: placedAt,
      });
      if (balance === null) {
        throw refuse(
          BET_ERROR_CODES.insufficientFunds,
          `The account holds less than the stake of ${formatMinor(body.amount, account.iso)}`,
        );
      }

      await tx.insert(couponLegs).values(legs.map((leg, position) => ({ couponId: row.id, position, ...leg })));
      const answer: PlacedCouponAnswer = {
        couponId: String(row.id),
        placedAt: toSeconds(placedAt.getTime()),
        typeId: body.typeId,
        amount: body.amount,
        coef: coefMilli === null ? null : thousandthsToCoef(coefMilli),
        possibleWin,
        accountId: account.id,
        balance,
        acceptedCoefs,
      };
      await tx.update(coupons).set({ coefMilli, possibleWin, answer }).where(eq(coupons.id, row.id));
      return answer;
    });
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const first = await findStoredPlacement(db, player.id, body.id);
    if (!first) throw new Error('A coupon with this request id conflicted but cannot be read', { cause: error });
    return replay(first, hash);
  }
}

async function findStoredPlacement(db: Db, playerId: number, requestId: string) {
  const [row] = await db
    .select({ requestHash: coupons.requestHash, answer: coupons.answer })
    .from(coupons)
    .where(and(eq(coupons.playerId, playerId), eq(coupons.requestId, requestId)));
  return row;
}

function replay(stored: { requestHash: string; answer: unknown }, hash: string): PlacedCouponAnswer {
  if (stored.requestHash !== hash) {
    throw refuse(
      BET_ERROR_CODES.duplicateId,
      'This coupon id was already used for another coupon: make a new id for a new placement',
    );
  }
  // The first answer, again: same coupon number, same balance after the debit.
  return placedCouponSchema.parse(stored.answer);
}

/**
 * The account to debit: the one named, else the player's active account, else the main one.
 * It must be the player's, and the player must be allowed to bet.
 */
async function resolveAccount(db: Db, player: Player, body: AcceptCouponInput): Promise<BettingAccount> {
  if (body.userId !== null && body.userId !== player.id) {
    throw refuse(BET_ERROR_CODES.accountUnavailable, 'The coupon was made for another player: sign in again');
  }
  if (player.banLevel > 0) {
    throw refuse(BET_ERROR_CODES.accountUnavailable, 'Betting is closed for this account while it is restricted');
  }
  const rows = await db
    .select({ id: accounts.id, type: accounts.type, isActive: accounts.isActive, iso: currencies.code })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(eq(accounts.playerId, player.id));
  const account =
    body.accountId === null
      ? (rows.find((row) => row.isActive) ?? rows.find((row) => row.type === 0))
      : rows.find((row) => row.id === body.accountId);
  if (!account) {
    throw refuse(
      BET_ERROR_CODES.accountUnavailable,
      body.accountId === null
        ? 'The player has no account to bet from'
        : `Account ${body.accountId} is not one of the player's accounts`,
    );
  }
  return account;
}

function usesSystemValue(typeId: number): boolean {
  return typeId === CouponType.System || typeId === CouponType.MultiBet;
}

/** The rules that need no line data: the coupon's shape (engine rules) and its stake. */
function checkCouponRules(body: AcceptCouponInput, account: BettingAccount, limits: StakeLimits): void {
  const invalid = (detail: string) => refuse(BET_ERROR_CODES.invalidCoupon, detail);
  if (body.bets.length > limits.maxEvents) {
    throw invalid(`A coupon holds at most ${limits.maxEvents} bets`);
  }
  if (new Set(body.bets.map((bet) => bet.id)).size !== body.bets.length) {
    throw invalid('The same market is in the coupon twice');
  }
  checkPromoCodeType(body.promoCode, body.typeId);
  if (body.typeId === CouponType.Conditional) checkConditionalBlocks(body);
  if (body.typeId === CouponType.AntiExpress && body.coef === null) {
    throw invalid('An anti-express is placed at the price the server gives: send it as coef');
  }
  if (body.typeId === CouponType.ManySingles) {
    const singles = body.bets.map((bet) => bet.amount ?? 0);
    if (singles.reduce((sum, amount) => sum + amount, 0) !== body.amount) {
      throw invalid('The amount of a many-singles coupon must be the sum of the stakes of its bets');
    }
  }

  const issues = validateCoupon({
    typeId: body.typeId,
    amount: body.amount,
    systemValue: body.systemValue,
    bets: body.bets.map((bet) => ({
      gameId: bet.gameId,
      coef: bet.coef,
      kind: bet.kind,
      isLive: bet.isLive,
      isBanker: bet.isBanker,
      blockId: bet.blockId,
      ...(bet.amount === undefined ? {} : { amount: bet.amount }),
    })),
    amountByBlockId: body.amountByBlockId,
    minBetAmount: limits.min,
    maxBetAmount: limits.max,
    limitedTypeIds: limits.limitedTypeIds,
    accountType: account.type,
  });
  const shape = issues.find((issue) => !STAKE_ISSUES.includes(issue));
  if (shape) throw invalid(ISSUE_DETAILS[shape] ?? `The coupon breaks the rule "${shape}"`);

  const minApplies = limits.min !== null && limits.limitedTypeIds.includes(body.typeId);
  for (const issue of issues) {
    if ((issue === CouponIssue.BelowMin || issue === CouponIssue.NoAmount) && minApplies && limits.min !== null) {
      throw refuse(BET_ERROR_CODES.amountBelowMin, `The minimum stake is ${formatMinor(limits.min, account.iso)}`, {
        limit: limits.min,
      });
    }
    if (issue === CouponIssue.AboveMax && limits.max !== null) {
      throw refuse(BET_ERROR_CODES.amountAboveMax, `The maximum stake is ${formatMinor(limits.max, account.iso)}`, {
        limit: limits.max,
      });
    }
    if (issue === CouponIssue.NoAmount || issue === CouponIssue.InvalidAmount) {
      throw invalid('Every stake must be more than zero');
    }
  }
}

/**
 * The conditional's blocks (README "Conditional"): the bets' blockIds are the blocks, played in
 * ascending order; `amountByBlockId` has a positive amount for each block and no other; at least
 * two blocks; the first block's amount is the coupon's amount (the money debited).
 */
function checkConditionalBlocks(body: AcceptCouponInput): void {
  const invalid = (detail: string) => refuse(BET_ERROR_CODES.invalidCoupon, detail);
  const blockIds = [...new Set(body.bets.map((bet) => bet.blockId))].sort((a, b) => a - b);
  if (blockIds.length < CONDITIONAL_MIN_BLOCKS) {
    throw invalid(`A conditional coupon needs bets in at least ${CONDITIONAL_MIN_BLOCKS} blocks`);
  }
  const named = Object.keys(body.amountByBlockId);
  const stray = named.find((key) => !blockIds.map(String).includes(key));
  if (stray !== undefined) throw invalid(`amountByBlockId names block ${stray}, which holds no bet`);
  for (const blockId of blockIds) {
    const amount = body.amountByBlockId[String(blockId)];
    if (amount === undefined || amount <= 0) throw invalid(`Block ${blockId} of the conditional coupon has no amount`);
  }
  if (body.amountByBlockId[String(blockIds[0])] !== body.amount) {
    throw invalid("The amount of a conditional coupon must be its first block's amount");
  }
}

/**
 * The legs at the line's coefficients now, under the player's changeCoefAction (spec 01 §3):
 * 0 refuses any change, 1 takes any change, 2 takes rises and refuses drops. With exactCoef the
 * coupon is taken at exactly the coefficients sent: any change refuses it, whatever the action.
 * With isDropOnScoreChange a bet whose game's score is no longer the one sent with it (the score
 * the player saw) is dropped: the coupon is refused with score_changed. A suspended market
 * refuses the coupon whatever the action. A refusal lists every changed or suspended market.
 */
function priceLegs(
  body: AcceptCouponInput,
  found: Map<number, MarketForBets>,
): { legs: PricedLeg[]; acceptedCoefs: { marketId: number; coef: number }[] } {
  const changes: MarketChange[] = [];
  let blocked = false;
  let refusedChange = false;
  const scoreChangedGames: number[] = [];
  const legs = body.bets.map((bet): PricedLeg => {
    const market = found.get(bet.id);
    if (!market) throw refuse(BET_ERROR_CODES.gameUnavailable, `Market ${bet.id} is not offered any more`);
    if (market.gameId !== bet.gameId) {
      throw refuse(BET_ERROR_CODES.invalidCoupon, `Market ${bet.id} does not belong to game ${bet.gameId}`);
    }
    if (market.gameStatus === GAME_STATUSES.finished) {
      throw refuse(BET_ERROR_CODES.gameUnavailable, `Game ${market.gameId} has finished`);
    }
    const isLive = market.gameStatus === GAME_STATUSES.inPlay || market.gameStatus === GAME_STATUSES.break;
    if (isLive && !bet.isLive) {
      throw refuse(
        BET_ERROR_CODES.gameUnavailable,
        `Game ${market.gameId} has started: its line bets are closed, bet on it live`,
      );
    }
    const asked = coefToThousandths(bet.coef);
    if (market.isBlocked || market.coefMilli !== asked) {
      changes.push({ marketId: market.id, coef: thousandthsToCoef(market.coefMilli), isBlocked: market.isBlocked });
    }
    blocked ||= market.isBlocked;
    if (market.coefMilli !== asked) {
      refusedChange ||=
        body.exactCoef || body.changeCoefAction === 0 || (body.changeCoefAction === 2 && market.coefMilli < asked);
    }
    if (body.isDropOnScoreChange && bet.score && scoreMoved(bet.score, market)) scoreChangedGames.push(market.gameId);
    return {
      marketId: market.id,
      gameId: market.gameId,
      coefMilli: market.coefMilli,
      // The server's fact, not the client's flag: a "live" bet on a game not yet started is a line bet.
      isLive,
      isBanker: bet.isBanker,
      blockId: bet.blockId,
      amount: legAmount(body, bet),
    };
  });
  if (blocked) {
    throw refuse(BET_ERROR_CODES.marketBlocked, 'A market of the coupon is suspended: remove it to place the rest', {
      changes,
    });
  }
  if (scoreChangedGames.length > 0) {
    throw refuse(
      BET_ERROR_CODES.scoreChanged,
      `The score of game ${scoreChangedGames.join(', ')} has changed: the bet is dropped (drop on score change)`,
      { changes },
    );
  }
  if (refusedChange) {
    throw refuse(
      BET_ERROR_CODES.coefChanged,
      body.exactCoef
        ? 'A coefficient has changed and the coupon asks for the exact coefficients: confirm the new coefficients'
        : body.changeCoefAction === 0
          ? 'A coefficient has changed: confirm the new coefficients'
          : 'A coefficient has dropped: confirm the new coefficients',
      { changes },
    );
  }
  return {
    legs,
    acceptedCoefs: changes.map((change) => ({ marketId: change.marketId, coef: change.coef })),
  };
}

/** Many singles: the single's stake; conditional: its block's amount (settlement rebuilds the blocks); else none. */
function legAmount(body: AcceptCouponInput, bet: AcceptCouponInput['bets'][number]): number | null {
  if (body.typeId === CouponType.ManySingles) return bet.amount ?? 0;
  if (body.typeId === CouponType.Conditional) return body.amountByBlockId[String(bet.blockId)] ?? 0;
  return null;
}

/** The game's score now differs from the one the player saw (a game without a score yet has not moved). */
function scoreMoved(seen: { score1: number; score2: number }, market: MarketForBets): boolean {
  if (market.score1 === null || market.score2 === null) return false;
  return market.score1 !== seen.score1 || market.score2 !== seen.score2;
}

function engineCoupon(body: AcceptCouponInput, legs: readonly PricedLeg[], amount = body.amount) {
  return {
    typeId: body.typeId,
    amount,
    systemValue: body.systemValue,
    legs: legs.map((leg) => ({
      coef: thousandthsToCoef(leg.coefMilli),
      isBanker: leg.isBanker,
      ...(leg.amount === null ? {} : { amount: leg.amount }),
    })),
  };
}

/**
 * The anti-express's price for the legs as taken (anti-express-price.ts), held against the price
 * the player saw (`coef`) under changeCoefAction like a leg's coefficient: 0 refuses any change,
 * 2 a drop, 1 takes any. A refusal names the price now in its detail and the legs that moved.
 */
function priceAntiExpress(body: AcceptCouponInput, legs: readonly PricedLeg[]): number {
  const priced = antiExpressCoefMilli(legs.map((leg) => leg.coefMilli));
  if (priced === null) {
    throw refuse(BET_ERROR_CODES.invalidCoupon, 'An anti-express whose coefficients multiply to 1 has no price');
  }
  const asked = coefToThousandths(body.coef ?? 0);
  const refused = priced !== asked && (body.changeCoefAction === 0 || (body.changeCoefAction === 2 && priced < asked));
  if (refused) {
    const sent = new Map(body.bets.map((bet) => [bet.id, coefToThousandths(bet.coef)]));
    throw refuse(
      BET_ERROR_CODES.coefChanged,
      `The anti-express price is now ${thousandthsToCoef(priced).toFixed(3)}: confirm the new price`,
      {
        changes: legs
          .filter((leg) => leg.coefMilli !== sent.get(leg.marketId))
          .map((leg) => ({ marketId: leg.marketId, coef: thousandthsToCoef(leg.coefMilli), isBlocked: false })),
      },
    );
  }
  return priced;
}

/** The return if every leg wins, exact: the engine's, the conditional's blocks, or stake × the anti-express price. */
function possibleWinExact(
  body: AcceptCouponInput,
  legs: readonly PricedLeg[],
  antiExpressMilli: number | null,
  amount = body.amount,
): ExactAmount {
  if (antiExpressMilli !== null) return { numerator: BigInt(amount) * BigInt(antiExpressMilli), denominator: 1000n };
  if (body.typeId === CouponType.Conditional) {
    const blocks = conditionalBlocks(legs, body.amountByBlockId).map((block) => ({
      amount: block.amount,
      legs: block.legs.map((leg) => ({ coef: thousandthsToCoef(leg.coefMilli) })),
    }));
    return calcConditionalPossibleWinExact({ blocks });
  }
  return calcPossibleWinExact(engineCoupon(body, legs, amount));
}

function exceedsMaxWin(win: ExactAmount, maxPayout: number): boolean {
  return win.numerator > BigInt(maxPayout) * win.denominator;
}

/** The possible win (minor units, rounded down), refused above the coupon rules' maxPayout. */
function checkPossibleWin(
  body: AcceptCouponInput,
  legs: readonly PricedLeg[],
  maxPayout: number,
  antiExpressMilli: number | null,
): number {
  const win = possibleWinExact(body, legs, antiExpressMilli);
  if (!exceedsMaxWin(win, maxPayout)) return floorExact(win);
  const detail = `The possible win would exceed ${formatMinor(maxPayout)}: lower the stake`;
  // Several stakes (many singles, the conditional's blocks): no one largest stake to name.
  if (body.typeId === CouponType.ManySingles || body.typeId === CouponType.Conditional) {
    throw refuse(BET_ERROR_CODES.amountAboveMax, detail);
  }
  // The win grows with the stake, so the largest stake that fits is found by halving.
  let low = 0;
  let high = body.amount;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (exceedsMaxWin(possibleWinExact(body, legs, antiExpressMilli, middle), maxPayout)) high = middle - 1;
    else low = middle;
  }
  throw refuse(BET_ERROR_CODES.amountAboveMax, detail, { limit: low });
}

/** Single: its coefficient; express: the exact product rounded half up to thousandths; else none. */
function couponCoefMilli(typeId: number, legs: readonly PricedLeg[]): number | null {
  if (!ONE_LINE_TYPES.includes(typeId)) return null;
  return coefToThousandths(
    totalCoef(
      legs.map((leg) => thousandthsToCoef(leg.coefMilli)),
      { exact: true },
    ),
  );
}
