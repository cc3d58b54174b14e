import type { PostCouponBody } from '@bet/contract';
import { MARKET_TYPES, placedCouponSchema } from '@bet/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/database';
import { accounts, champs, coupons, games, markets, players, sports } from '../../db/schema';
import { beforeEach, expect } from 'vitest';
import type { SignedInBrowser } from '../../testing/auth-test-kit';
import { authHeaders, DEMO, signInAs } from '../../testing/auth-test-kit';
import type { TestServer } from '../../testing/test-server';
import { setBalance } from '../../payments/testing/payment-kit';

/**
 * A small line of our own for the bets tests, with championship, game and market ids far from the
 * feed's seed, so the tests do not depend on what the seed holds (the sport is created if missing). Every test starts from `resetBetFixture`.
 */
/** Football: the feed's rules know it, so its control calls can move fixture games too. */
export const FIXTURE_SPORT_ID = 1;
export const FIXTURE_CHAMP_ID = 990101;

/** Game ids: six line games, one live, one finished. */
export const GAME = {
  a: 990001,
  b: 990002,
  c: 990003,
  d: 990004,
  e: 990005,
  f: 990006,
  live: 990007,
  finished: 990008,
} as const;
const LINE_GAMES = [GAME.a, GAME.b, GAME.c, GAME.d, GAME.e, GAME.f];

interface FixtureMarket {
  /** Added to gameId × 100 for the market id. */
  n: number;
  typeId: number;
  outcomeKey: string;
  paramMilli: number | null;
  coefMilli: number;
}

/** The same markets on every game: market id = gameId × 100 + n. */
const MARKETS: FixtureMarket[] = [
  { n: 1, typeId: MARKET_TYPES.result, outcomeKey: '1', paramMilli: null, coefMilli: 2000 },
  { n: 2, typeId: MARKET_TYPES.result, outcomeKey: 'X', paramMilli: null, coefMilli: 3500 },
  { n: 3, typeId: MARKET_TYPES.result, outcomeKey: '2', paramMilli: null, coefMilli: 2400 },
  { n: 4, typeId: MARKET_TYPES.total, outcomeKey: 'over', paramMilli: 2500, coefMilli: 1850 },
  { n: 5, typeId: MARKET_TYPES.total, outcomeKey: 'under', paramMilli: 2500, coefMilli: 1950 },
  { n: 6, typeId: MARKET_TYPES.total, outcomeKey: 'over', paramMilli: 2250, coefMilli: 1800 },
  { n: 7, typeId: MARKET_TYPES.total, outcomeKey: 'under', paramMilli: 2250, coefMilli: 2000 },
  { n: 8, typeId: MARKET_TYPES.total, outcomeKey: 'over', paramMilli: 2000, coefMilli: 1600 },
  { n: 9, typeId: MARKET_TYPES.handicap, outcomeKey: '1', paramMilli: -250, coefMilli: 1900 },
  { n: 10, typeId: MARKET_TYPES.handicap, outcomeKey: '2', paramMilli: 250, coefMilli: 1900 },
  { n: 11, typeId: MARKET_TYPES.handicap, outcomeKey: '1', paramMilli: -1000, coefMilli: 2700 },
  { n: 12, typeId: MARKET_TYPES.doubleChance, outcomeKey: '1X', paramMilli: null, coefMilli: 1300 },
  { n: 13, typeId: MARKET_TYPES.bothScore, outcomeKey: 'yes', paramMilli: null, coefMilli: 1750 },
  { n: 14, typeId: MARKET_TYPES.total, outcomeKey: 'over', paramMilli: 1750, coefMilli: 1500 },
];

export const marketId = (gameId: number, n: number): number => gameId * 100 + n;

/** Named markets for readability: M.result1(game) is the "1" of game's 1X2, and so on. */
export const M = {
  result1: (gameId: number) => marketId(gameId, 1),
  draw: (gameId: number) => marketId(gameId, 2),
  result2: (gameId: number) => marketId(gameId, 3),
  over25: (gameId: number) => marketId(gameId, 4),
  under25: (gameId: number) => marketId(gameId, 5),
  over225: (gameId: number) => marketId(gameId, 6),
  under225: (gameId: number) => marketId(gameId, 7),
  over2: (gameId: number) => marketId(gameId, 8),
  handicap1Minus025: (gameId: number) => marketId(gameId, 9),
  handicap2Plus025: (gameId: number) => marketId(gameId, 10),
  handicap1Minus1: (gameId: number) => marketId(gameId, 11),
  double1X: (gameId: number) => marketId(gameId, 12),
  bothScoreYes: (gameId: number) => marketId(gameId, 13),
  over175: (gameId: number) => marketId(gameId, 14),
} as const;

/** The fixture's coefficient of a market, as the line shows it. */
export function fixtureCoef(id: number): number {
  const market = MARKETS.find((entry) => entry.n === id % 100);
  if (!market) throw new Error(`No fixture market ${id}`);
  return market.coefMilli / 1000;
}

export const DEMO_START_MONEY = 1_500_000;

/**
 * Puts the fixture line back as it was (creating it the first time), clears every coupon (the
 * test file's database is its own) and gives the player back the demo balance, unbanned.
 */
export async function resetBetFixture(db: Db, playerId: number, now: number): Promise<void> {
  await db.delete(coupons);
  await db.delete(accounts).where(and(eq(accounts.playerId, playerId), ne(accounts.type, 0)));
  // Through the ledger (an adjustment), so every balance still equals its ledger's sum.
  for (const account of await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.playerId, playerId))) {
    await setBalance(db, account.id, DEMO_START_MONEY);
  }
  await db.update(players).set({ banLevel: 0 }).where(eq(players.id, playerId));
  await db
    .insert(sports)
    .values({ id: FIXTURE_SPORT_ID, nameRu: 'Футбол', nameEn: 'Football', sort: 1 })
    .onConflictDoNothing();
  await db
    .insert(champs)
    .values({
      id: FIXTURE_CHAMP_ID,
      sportId: FIXTURE_SPORT_ID,
      nameRu: 'Тестовая лига',
      nameEn: 'Test League',
      sort: 1,
    })
    .onConflictDoNothing();
  const gameIds = [...LINE_GAMES, GAME.live, GAME.finished];
  await db.delete(games).where(inArray(games.id, gameIds));
  await db.insert(games).values(
    gameIds.map((id, index) => {
      const status = id === GAME.live ? 2 : id === GAME.finished ? 4 : 1;
      return {
        id,
        sportId: FIXTURE_SPORT_ID,
        champId: FIXTURE_CHAMP_ID,
        number: 100 + index,
        team1: `Home ${index + 1}`,
        team2: `Away ${index + 1}`,
        startTime: new Date(now + (status === 1 ? 86_400_000 : -3_600_000)),
        status,
        score1: status === 1 ? null : 1,
        score2: status === 1 ? null : 0,
        finishedAt: status === 4 ? new Date(now - 60_000) : null,
      };
    }),
  );
  await db.insert(markets).values(
    gameIds.flatMap((gameId) =>
      MARKETS.map((market) => ({
        id: marketId(gameId, market.n),
        gameId,
        typeId: market.typeId,
        outcomeKey: market.outcomeKey,
        paramMilli: market.paramMilli,
        coefMilli: market.coefMilli,
      })),
    ),
  );
}

export async function setMarketState(
  db: Db,
  id: number,
  change: { coefMilli?: number; isBlocked?: boolean },
): Promise<void> {
  await db.update(markets).set(change).where(eq(markets.id, id));
}

/** Ends a game with a score, as the feed would before calling the settlement hook. */
export async function finishGame(
  db: Db,
  gameId: number,
  score1: number | null,
  score2: number | null,
  at: Date,
): Promise<void> {
  await db.update(games).set({ status: 4, score1, score2, finishedAt: at }).where(eq(games.id, gameId));
}

export async function moneyOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ money: accounts.money }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error(`No account ${accountId}`);
  return row.money;
}

export async function mainAccountId(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 0)));
  if (!row) throw new Error(`Player ${playerId} has no main account`);
  return row.id;
}

let requestCounter = 0;

/** A fresh idempotency id for each placement attempt, as the client makes one. */
export function newRequestId(): string {
  requestCounter += 1;
  return `test-request-${requestCounter.toString().padStart(6, '0')}`;
}

export type LegInput = PostCouponBody['bets'][number];

/** A leg on a fixture market at its line coefficient; fields as buildCouponPayload sends them. */
export function leg(id: number, overrides: Partial<LegInput> = {}): LegInput {
  const gameId = Math.floor(id / 100);
  return {
    id,
    gameId,
    coef: fixtureCoef(id),
    sportId: FIXTURE_SPORT_ID,
    typeId: 1,
    kind: 0,
    champId: FIXTURE_CHAMP_ID,
    isLive: gameId === GAME.live,
    blockId: 0,
    isBanker: false,
    ...overrides,
  };
}

/** A whole placement body (spec 01 §3 "Coupon sent to server"): a single of 100.00 by default. */
export function couponBody(bets: LegInput[], overrides: Partial<PostCouponBody> = {}): PostCouponBody {
  return {
    id: newRequestId(),
    accountId: null,
    amount: 10_000,
    amountByBlockId: {},
    bets,
    changeCoefAction: 2,
    coef: null,
    coefByView: '',
    coefViewId: 0,
    exactCoef: false,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId: null,
    systemValue: 0,
    typeId: bets.length === 1 ? 0 : 1,
    userId: null,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
    ...overrides,
  };
}

export const PLACE = '/web-api/coupon/place';

export function place(
  app: FastifyInstance,
  browser: SignedInBrowser,
  body: PostCouponBody,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: PLACE, headers: authHeaders(browser), payload: body });
}

/** Places a coupon that must be accepted; its coupon number. */
export async function placedCouponId(
  app: FastifyInstance,
  browser: SignedInBrowser,
  body: PostCouponBody,
): Promise<string> {
  const response = await place(app, browser, body);
  expect(response.statusCode, response.body).toBe(200);
  return placedCouponSchema.parse(response.json()).couponId;
}

/** The demo e-mail player the bets tests bet as, signed in afresh for each test. */
export interface Bettor {
  readonly browser: SignedInBrowser;
  /** The player's main account. */
  readonly accountId: number;
}

/**
 * Before each test of the file: the fixture line and the demo e-mail player's coupons and
 * balance are reset (resetBetFixture) and the player signs in. Read the fields inside tests.
 */
export function useBettor(server: TestServer): Bettor {
  let bettor: Bettor | undefined;
  beforeEach(async () => {
    const db = server.database.db;
    await resetBetFixture(db, DEMO.email.id, server.clock.now());
    bettor = {
      accountId: await mainAccountId(db, DEMO.email.id),
      browser: await signInAs(server.app, DEMO.email.login, DEMO.email.password),
    };
  });
  const current = () => {
    if (!bettor) throw new Error('The bettor signs in before each test');
    return bettor;
  };
  return {
    get browser() {
      return current().browser;
    },
    get accountId() {
      return current().accountId;
    },
  };
}
