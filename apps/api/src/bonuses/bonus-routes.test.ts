import { exchangeReward, getBonusWagers, getCashback, getPoints } from '@bet/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accounts,
  bonusCashbackClaims,
  bonusPointsEntries,
  bonusRewardExchanges,
  casinoRounds,
  casinoSessions,
  players,
} from '../db/schema';
import {
  call,
  CARDS,
  moneyOf,
  START_MONEY,
  startDepositOf,
  submitCard,
  usePayer,
} from '../payments/testing/payment-kit';
import { useTestServer } from '../testing/test-server';
import { REWARDS, WAGER_MULTIPLIER } from './bonus-rules';
import { recordTurnover } from './bonus-store';

const server = useTestServer();
const payer = usePayer(server);

beforeEach(async () => {
  const { db } = server.database;
  await db.delete(bonusPointsEntries).where(eq(bonusPointsEntries.playerId, payer.playerId));
  await db.delete(bonusRewardExchanges).where(eq(bonusRewardExchanges.playerId, payer.playerId));
  await db.delete(bonusCashbackClaims).where(eq(bonusCashbackClaims.playerId, payer.playerId));
  await db.delete(casinoSessions).where(eq(casinoSessions.playerId, payer.playerId));
});

/** A casino round of this month, as the seamless wallet records it (stake and win in minor units). */
async function casinoRound(id: string, stake: number, win: number): Promise<void> {
  const { db } = server.database;
  const at = new Date(server.clock.now());
  await db.insert(casinoSessions).values({
    id: `session-${id}`,
    tokenHash: `hash-${id}`,
    tokenExpiresAt: at,
    playerId: payer.playerId,
    accountId: payer.accountId,
    currency: 'RUB',
    gameId: 1,
    gameName: 'Test slot',
    engine: 'slot',
    siteOrigin: 'http://localhost',
    lang: 'en',
    createdAt: at,
  });
  await db.insert(casinoRounds).values({
    id,
    sessionId: `session-${id}`,
    playerId: payer.playerId,
    gameId: 1,
    gameName: 'Test slot',
    currency: 'RUB',
    stake,
    win,
    status: 'settled',
    startedAt: at,
    updatedAt: at,
  });
}

const get = async (url: string) => {
  const response = await call(server.app, payer, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A first deposit of 500.00 with the sport bonus (spec 01 §3 choice 1): 100 %, so 500.00 of bonus. */
async function depositWithSportBonus(): Promise<void> {
  await server.database.db.update(players).set({ bonusChoice: 1 }).where(eq(players.id, payer.playerId));
  const session = await startDepositOf(server.app, payer);
  expect(session.statusCode, session.body).toBe(200);
  await submitCard(server.app, session.json(), CARDS.success);
}

const turnover = (source: 'sport' | 'casino', amount: number, ref: string) =>
  recordTurnover(server.database.db, { playerId: payer.playerId, source, amount, ref, at: new Date() });

async function bonusAccountId(): Promise<number> {
  const [bonus] = await server.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.playerId, payer.playerId), eq(accounts.type, 4)));
  return bonus?.id ?? 0;
}

describe('the deposit bonus and its wager (issue 12 bonuses/deposit, bonuses/wager)', () => {
  it('needs a signed-in player', async () => {
    expect((await server.app.inject({ url: '/web-api/office/bonuses/wagers' })).statusCode).toBe(401);
  });

  it('starts a wager of x5 the bonus with the first deposit, grows with settled sport stakes, releases when met', async () => {
    expect(getBonusWagers.response.parse(await get('/web-api/office/bonuses/wagers'))).toMatchObject({
      wagers: [],
      firstDepositBonusAvailable: true,
    });
    await depositWithSportBonus();
    const started = getBonusWagers.response.parse(await get('/web-api/office/bonuses/wagers'));
    expect(started.firstDepositBonusAvailable).toBe(false);
    expect(started.wagers).toHaveLength(1);
    expect(started.wagers[0]).toMatchObject({
      kind: 'sport',
      bonusAmount: 50_000,
      required: 50_000 * WAGER_MULTIPLIER,
      progress: 0,
      status: 'active',
      currency: 'RUB',
    });
    const mainBefore = await moneyOf(server.database.db, payer.accountId);
    expect(mainBefore).toBe(START_MONEY + 50_000);

    await turnover('sport', 100_000, 'coupon:1');
    // A casino round does not count for a sport bonus.
    await turnover('casino', 100_000, 'casino:r1');
    const half = getBonusWagers.response.parse(await get('/web-api/office/bonuses/wagers'));
    expect(half.wagers[0]).toMatchObject({ progress: 100_000, status: 'active' });

    await turnover('sport', 200_000, 'coupon:2');
    const released = getBonusWagers.response.parse(await get('/web-api/office/bonuses/wagers'));
    expect(released.wagers[0]).toMatchObject({ progress: 250_000, status: 'released' });
    expect(released.wagers[0]?.releasedAt).not.toBeNull();
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(mainBefore + 50_000);
    expect(await moneyOf(server.database.db, await bonusAccountId())).toBe(0);

    // Released once: more turnover moves nothing.
    await turnover('sport', 500_000, 'coupon:3');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(mainBefore + 50_000);
  });
});

describe('points and rewards (issue 12 points, rewards)', () => {
  it('earns a point per 1.00 staked and lists the history newest first', async () => {
    await turnover('sport', 12_345, 'coupon:10');
    await turnover('casino', 500, 'casino:r2');
    const points = getPoints.response.parse(await get('/web-api/office/points'));
    expect(points.balance).toBe(128);
    expect(points.accumulated).toBe(128);
    expect(points.history.map((entry) => [entry.amount, entry.reason])).toEqual([
      [5, 'casino'],
      [123, 'bet'],
    ]);
  });

  it('refuses an exchange without enough points with the server message (status 2), changing nothing', async () => {
    const reward = REWARDS[0];
    const answer = exchangeReward.response.parse(
      (
        await call(server.app, payer, 'POST', '/web-api/office/rewards/exchange', {
          rewardId: reward.id,
          requestId: 'request-poor-1',
        })
      ).json(),
    );
    expect(answer).toMatchObject({ status: 2, balance: 0 });
    expect(answer.messages[0]).toMatch(/Not enough points/);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
  });

  it('exchanges points for a reward once per request id', async () => {
    const granted = await server.app.inject({
      method: 'POST',
      url: '/sandbox-api/control/bonus-points',
      payload: { playerId: payer.playerId, amount: 250 },
    });
    expect(granted.json()).toEqual({ balance: 250 });
    const reward = REWARDS[0];
    const body = { rewardId: reward.id, requestId: 'request-exchange-1' };
    const first = exchangeReward.response.parse(
      (await call(server.app, payer, 'POST', '/web-api/office/rewards/exchange', body)).json(),
    );
    expect(first).toMatchObject({ status: 1, balance: 250 - reward.cost });
    expect(first.messages[0]).toMatch(/credited to the main account/);
    const again = exchangeReward.response.parse(
      (await call(server.app, payer, 'POST', '/web-api/office/rewards/exchange', body)).json(),
    );
    expect(again).toMatchObject({ status: 1, balance: 250 - reward.cost });
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + reward.amount);
    const rewards = await get('/web-api/office/rewards');
    expect(rewards.balance).toBe(250 - reward.cost);
  });

  it('refuses an unknown reward and a bad request id', async () => {
    const unknown = await call(server.app, payer, 'POST', '/web-api/office/rewards/exchange', {
      rewardId: 'nope',
      requestId: 'request-unknown-1',
    });
    expect(unknown.json()).toMatchObject({ status: 2 });
    const bad = await call(server.app, payer, 'POST', '/web-api/office/rewards/exchange', {
      rewardId: 'cash-small',
      requestId: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('cashback (issue 12 casino/vipcashback, casino/premiumcashback)', () => {
  it('answers the month, the level and nothing to claim without losses; a claim is refused', async () => {
    const vip = getCashback.response.parse(await get('/web-api/office/cashback?kind=vip'));
    expect(vip).toMatchObject({
      kind: 'vip',
      turnover: 0,
      loss: 0,
      amount: 0,
      claimed: false,
      level: { name: 'bronze' },
    });
    const premium = getCashback.response.parse(await get('/web-api/office/cashback?kind=premium'));
    expect(premium).toMatchObject({ level: null, nextLevel: { name: 'premium' } });
    const claim = await call(server.app, payer, 'POST', '/web-api/office/cashback/claim', {
      kind: 'vip',
      requestId: 'request-cashback-1',
    });
    expect(claim.json()).toMatchObject({ status: 2, credited: 0 });
  });

  it('claims the VIP cashback of the month once: the loss times the level, to the main account', async () => {
    // 2 000.00 staked, 800.00 won: silver (from 1 000.00), 7 % of 1 200.00 = 84.00.
    await casinoRound('round-vip-1', 200_000, 80_000);
    const vip = getCashback.response.parse(await get('/web-api/office/cashback?kind=vip'));
    expect(vip).toMatchObject({
      turnover: 200_000,
      loss: 120_000,
      level: { name: 'silver', percent: 7 },
      amount: 8_400,
    });
    const body = { kind: 'vip', requestId: 'request-cashback-vip-1' };
    const first = await call(server.app, payer, 'POST', '/web-api/office/cashback/claim', body);
    expect(first.json()).toMatchObject({ status: 1, credited: 8_400 });
    // The same request again answers what it credited; another one is refused: once a month.
    expect((await call(server.app, payer, 'POST', '/web-api/office/cashback/claim', body)).json()).toMatchObject({
      status: 1,
      credited: 8_400,
    });
    const other = await call(server.app, payer, 'POST', '/web-api/office/cashback/claim', {
      kind: 'vip',
      requestId: 'request-cashback-vip-2',
    });
    expect(other.json()).toMatchObject({ status: 2, credited: 0 });
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 8_400);
    expect(getCashback.response.parse(await get('/web-api/office/cashback?kind=vip'))).toMatchObject({
      claimed: true,
      amount: 0,
    });
  });
});
