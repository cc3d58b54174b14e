import { z } from 'zod/mini';
import { defineCall } from './call';
import { defineControlCall } from './control-call';
import { officeAnswerSchema } from './office-answer';

/**
 * Issue 12: the office's bonuses, cashback, points and rewards. Spec 01 §2 names the routes
 * (bonuses/deposit, bonuses/wager, casino/vipcashback, casino/premiumcashback, rewards, points) and
 * spec 01 §3 the account and office-settings fields (bonus accounts type 4, points,
 * cashbackSetting, bonusSetting, pointsAccumulated, clubPoints); spec 02 gives no paths ("paths not
 * shown"), so the calls below are ours (libs/bonuses/core README "Calls"). Money is in integer
 * minor units of the player's main currency.
 */

const money = z.int();
const epochMs = z.int();

/** Spec 01 §3 "first-deposit bonus choice ... 1 sport bonus, 2 casino bonus". */
export const BONUS_WAGER_KINDS = ['sport', 'casino'] as const;
export type BonusWagerKind = (typeof BONUS_WAGER_KINDS)[number];

/** A bonus with its wager requirement: `progress` of `required` turnover; released when met. */
export const bonusWagerSchema = z.object({
  id: z.int().check(z.positive()),
  kind: z.enum(BONUS_WAGER_KINDS),
  /** The bonus credited to the bonus account (type 4). */
  bonusAmount: money.check(z.nonnegative()),
  /** Turnover the player must stake (the bonus times the multiplier). */
  required: money.check(z.nonnegative()),
  progress: money.check(z.nonnegative()),
  status: z.enum(['active', 'released']),
  currency: z.string(),
  createdAt: epochMs,
  releasedAt: z.nullable(epochMs),
});
export type BonusWager = z.infer<typeof bonusWagerSchema>;

export const bonusWagersSchema = z.object({
  /** Newest first. */
  wagers: z.array(bonusWagerSchema),
  /** Spec 01 §3 isAvailableFirstDepositBonus: the player has not deposited yet. */
  firstDepositBonusAvailable: z.boolean(),
  /** The multiplier of the wager requirement (ours: x5 of the bonus). */
  multiplier: z.int().check(z.positive()),
});
export type BonusWagers = z.infer<typeof bonusWagersSchema>;

/** The deposit bonus and its wagers (routes bonuses/deposit and bonuses/wager). */
export const getBonusWagers = defineCall({
  name: 'getBonusWagers',
  method: 'GET',
  path: '/web-api/office/bonuses/wagers',
  query: z.object({}),
  body: z.undefined(),
  response: bonusWagersSchema,
  auth: true,
});

/** Casino VIP cashback (route casino/vipcashback) and premium cashback (casino/premiumcashback). */
export const CASHBACK_KINDS = ['vip', 'premium'] as const;
export type CashbackKind = (typeof CASHBACK_KINDS)[number];

export const cashbackLevelSchema = z.object({
  /** A level name (`bronze`, `silver`, ...): the client translates it. */
  name: z.string(),
  /** The month's turnover from which the level holds. */
  fromTurnover: money.check(z.nonnegative()),
  percent: z.int().check(z.gte(0), z.lte(100)),
});
export type CashbackLevel = z.infer<typeof cashbackLevelSchema>;

export const cashbackSchema = z.object({
  kind: z.enum(CASHBACK_KINDS),
  /** The month counted, `YYYY-MM` (UTC). */
  period: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  currency: z.string(),
  /** The month's stakes and its net loss (stakes less wins, at least 0). */
  turnover: money.check(z.nonnegative()),
  loss: money.check(z.nonnegative()),
  /** The player's level; null while the month's turnover reaches none. */
  level: z.nullable(cashbackLevelSchema),
  nextLevel: z.nullable(cashbackLevelSchema),
  levels: z.array(cashbackLevelSchema),
  /** What a claim credits now (the loss times the level's percent). */
  amount: money.check(z.nonnegative()),
  /** Already claimed this month (spec: once a month, ours). */
  claimed: z.boolean(),
});
export type Cashback = z.infer<typeof cashbackSchema>;

export const getCashback = defineCall({
  name: 'getCashback',
  method: 'GET',
  path: '/web-api/office/cashback',
  query: z.object({ kind: z.enum(CASHBACK_KINDS) }),
  body: z.undefined(),
  response: cashbackSchema,
  auth: true,
});

/** A request id makes a repeated claim (a retry, a double press) credit once. */
export const requestIdSchema = z.string().check(z.minLength(8), z.maxLength(64));

export const claimCashback = defineCall({
  name: 'claimCashback',
  method: 'POST',
  path: '/web-api/office/cashback/claim',
  query: z.object({}),
  body: z.object({ kind: z.enum(CASHBACK_KINDS), requestId: requestIdSchema }),
  response: z.extend(officeAnswerSchema, { credited: money.check(z.nonnegative()) }),
  auth: true,
});

/** Why points moved (ours). */
export const POINTS_REASONS = ['bet', 'casino', 'reward', 'grant'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

export const pointsEntrySchema = z.object({
  id: z.int().check(z.positive()),
  /** Signed: earned positive, spent negative. */
  amount: z.int(),
  reason: z.enum(POINTS_REASONS),
  createdAt: epochMs,
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** Spec 01 §3 points / pointsAccumulated: the balance and the latest movements, newest first. */
export const pointsSchema = z.object({
  balance: z.int().check(z.nonnegative()),
  /** Points earned in all (spec 01 §3 pointsAccumulated). */
  accumulated: z.int().check(z.nonnegative()),
  history: z.array(pointsEntrySchema),
});
export type Points = z.infer<typeof pointsSchema>;

export const getPoints = defineCall({
  name: 'getPoints',
  method: 'GET',
  path: '/web-api/office/points',
  query: z.object({}),
  body: z.undefined(),
  response: pointsSchema,
  auth: true,
});

export const rewardSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** Points it costs. */
  cost: z.int().check(z.positive()),
  /** Money it credits to the main account. */
  amount: money.check(z.positive()),
  currency: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardsSchema = z.object({ balance: z.int().check(z.nonnegative()), rewards: z.array(rewardSchema) });
export type Rewards = z.infer<typeof rewardsSchema>;

export const getRewards = defineCall({
  name: 'getRewards',
  method: 'GET',
  path: '/web-api/office/rewards',
  query: z.object({}),
  body: z.undefined(),
  response: rewardsSchema,
  auth: true,
});

/** Points for a reward; the same request id exchanges once. */
export const exchangeReward = defineCall({
  name: 'exchangeReward',
  method: 'POST',
  path: '/web-api/office/rewards/exchange',
  query: z.object({}),
  body: z.object({ rewardId: z.string().check(z.minLength(1), z.maxLength(64)), requestId: requestIdSchema }),
  response: z.extend(officeAnswerSchema, { balance: z.int().check(z.nonnegative()) }),
  auth: true,
});

/** Sandbox control (test and demo modes): gives a player points. */
export const grantBonusPoints = defineControlCall({
  name: 'grantBonusPoints',
  method: 'POST',
  path: 'bonus-points',
  body: z.object({ playerId: z.int().check(z.positive()), amount: z.int().check(z.positive(), z.lte(1_000_000)) }),
  response: z.object({ balance: z.int().check(z.nonnegative()) }),
});
