import {
  claimCashback,
  exchangeReward,
  getBonusWagers,
  getCashback,
  getPoints,
  getRewards,
  grantBonusPoints,
  OFFICE_ANSWER_STATUS,
  type Cashback,
  type CashbackKind,
} from '@bet/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { findPlayerById } from '../auth/players';
import type { Db } from '../db/database';
import { bonusCashbackClaims, bonusPointsEntries, bonusRewardExchanges } from '../db/schema';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { lockPlayer } from '../limits/player-lock';
import { formatMinor } from '../betting/format-minor';
import { hasDeposit } from '../payments/payment-records';
import { moveMoney } from '../payments/ledger';
import type { ServerDeps } from '../server-deps';
import { CASHBACK_LEVELS, cashbackAmount, cashbackLevel, periodOf, REWARDS, WAGER_MULTIPLIER } from './bonus-rules';
import { mainAccountOf, monthFigures, pointsAccumulated, pointsBalance, pointsHistory, wagersOf } from './bonus-store';

type BonusDeps = Pick<ServerDeps, 'db' | 'secret' | 'clock' | 'faults' | 'tokenCutoff'>;

const done = (messages: string[] = []) => ({ status: OFFICE_ANSWER_STATUS.done, messages });
const refused = (message: string) => ({ status: OFFICE_ANSWER_STATUS.refused, messages: [message] });

/** The cashback page's figures for this month (contract getCashback). */
export async function cashbackOf(
  db: Pick<Db, 'select'>,
  playerId: number,
  kind: CashbackKind,
  at: Date,
): Promise<Cashback> {
  const main = await mainAccountOf(db, playerId);
  const period = periodOf(at);
  const { turnover, loss } = await monthFigures(db, playerId, kind, at);
  const { level, nextLevel } = cashbackLevel(kind, turnover);
  const [claim] = await db
    .select({ id: bonusCashbackClaims.id })
    .from(bonusCashbackClaims)
    .where(
      and(
        eq(bonusCashbackClaims.playerId, playerId),
        eq(bonusCashbackClaims.kind, kind),
        eq(bonusCashbackClaims.period, period),
      ),
    );
  return {
    kind,
    period,
    currency: main?.currency ?? '',
    turnover,
    loss,
    level,
    nextLevel,
    levels: [...CASHBACK_LEVELS[kind]],
    amount: claim ? 0 : cashbackAmount(loss, level),
    claimed: Boolean(claim),
  };
}

/** The office's bonuses, cashback, points and rewards (contract bonus-calls.ts; README "Bonuses"). */
export function registerBonusRoutes(app: FastifyInstance, deps: BonusDeps): void {
  const { db, clock } = deps;
  const preHandler = requireSignIn(deps, { terms: true });
  const now = () => new Date(clock.now());
  const options = { preHandler, noStore: true };

  registerCall(
    app,
    getBonusWagers,
    async ({ request }) => {
      const playerId = signedInOf(request).player.id;
      return {
        wagers: await wagersOf(db, playerId),
        firstDepositBonusAvailable: !(await hasDeposit(db, playerId)),
        multiplier: WAGER_MULTIPLIER,
      };
    },
    options,
  );

  registerCall(
    app,
    getCashback,
    async ({ query, request }) => cashbackOf(db, signedInOf(request).player.id, query.kind, now()),
    options,
  );

  // Once a month per kind: the unique (player, kind, month) row is the guard, so a repeated claim
  // (the same request again, or a second press) credits nothing and says it was claimed.
  registerCall(
    app,
    claimCashback,
    async ({ body, request }) => {
      const playerId = signedInOf(request).player.id;
      const at = now();
      return db.transaction(async (tx) => {
        await lockPlayer(tx, playerId);
        const [earlier] = await tx
          .select()
          .from(bonusCashbackClaims)
          .where(
            and(
              eq(bonusCashbackClaims.playerId, playerId),
              eq(bonusCashbackClaims.kind, body.kind),
              eq(bonusCashbackClaims.period, periodOf(at)),
            ),
          );
        if (earlier) {
          return earlier.requestId === body.requestId
            ? { ...done(), credited: earlier.amount }
            : { ...refused('The cashback of this month has already been claimed.'), credited: 0 };
        }
        const cashback = await cashbackOf(tx, playerId, body.kind, at);
        const main = await mainAccountOf(tx, playerId);
        if (cashback.amount <= 0 || !main)
          return { ...refused('There is no cashback to claim this month.'), credited: 0 };
        await tx.insert(bonusCashbackClaims).values({
          playerId,
          kind: body.kind,
          period: cashback.period,
          amount: cashback.amount,
          requestId: body.requestId,
          createdAt: at,
        });
        await moveMoney(tx, {
          accountId: main.id,
          kind: 'bonus',
          amount: cashback.amount,
          ref: `cashback:${body.kind}:${cashback.period}`,
          at,
        });
        return { ...done(), credited: cashback.amount };
      });
    },
    options,
  );

  registerCall(
    app,
    getPoints,
    async ({ request }) => {
      const playerId = signedInOf(request).player.id;
      return {
        balance: await pointsBalance(db, playerId),
        accumulated: await pointsAccumulated(db, playerId),
        history: await pointsHistory(db, playerId),
      };
    },
    options,
  );

  registerCall(
    app,
    getRewards,
    async ({ request }) => {
      const playerId = signedInOf(request).player.id;
      const main = await mainAccountOf(db, playerId);
      return {
        balance: await pointsBalance(db, playerId),
        rewards: REWARDS.map((reward) => ({ ...reward, currency: main?.currency ?? '' })),
      };
    },
    options,
  );

  // Idempotent by the player's request id: a repeat finds its exchange and changes nothing.
  registerCall(
    app,
    exchangeReward,
    async ({ body, request }) => {
      const playerId = signedInOf(request).player.id;
      const at = now();
      return db.transaction(async (tx) => {
        await lockPlayer(tx, playerId);
        const [earlier] = await tx
          .select({ id: bonusRewardExchanges.id })
          .from(bonusRewardExchanges)
          .where(and(eq(bonusRewardExchanges.playerId, playerId), eq(bonusRewardExchanges.requestId, body.requestId)));
        if (earlier) return { ...done(), balance: await pointsBalance(tx, playerId) };
        const reward = REWARDS.find((item) => item.id === body.rewardId);
        const balance = await pointsBalance(tx, playerId);
        if (!reward) return { ...refused('This reward is no longer offered.'), balance };
        if (balance < reward.cost) {
          return { ...refused(`Not enough points: the reward costs ${reward.cost}, you have ${balance}.`), balance };
        }
        const main = await mainAccountOf(tx, playerId);
        if (!main) return { ...refused('The main account was not found.'), balance };
        const [exchange] = await tx
          .insert(bonusRewardExchanges)
          .values({ playerId, requestId: body.requestId, rewardId: reward.id, cost: reward.cost, createdAt: at })
          .returning({ id: bonusRewardExchanges.id });
        const ref = `reward:${exchange?.id ?? body.requestId}`;
        await tx
          .insert(bonusPointsEntries)
          .values({ playerId, amount: -reward.cost, reason: 'reward', ref, createdAt: at });
        await moveMoney(tx, { accountId: main.id, kind: 'bonus', amount: reward.amount, ref, at });
        return {
          ...done([`${formatMinor(reward.amount, main.currency)} credited to the main account.`]),
          balance: balance - reward.cost,
        };
      });
    },
    options,
  );
}

/** The control API's points for a player (test and demo modes). */
export function registerBonusControlRoutes(app: FastifyInstance, deps: Pick<ServerDeps, 'db' | 'clock'>): void {
  registerCall(
    app,
    grantBonusPoints,
    async ({ body }) => {
      if (!(await findPlayerById(deps.db, body.playerId)))
        throw HttpError.of(404, 'player_not_found', 'No player has that id');
      await deps.db.insert(bonusPointsEntries).values({
        playerId: body.playerId,
        amount: body.amount,
        reason: 'grant',
        ref: 'control',
        createdAt: new Date(deps.clock.now()),
      });
      return { balance: await pointsBalance(deps.db, body.playerId) };
    },
    { noStore: true },
  );
}
