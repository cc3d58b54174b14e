import type { UnknownAction } from '@reduxjs/toolkit';
import { BET_ERROR_CODES, placementRefusalSchema, type PlacedCouponAnswer } from '@bet/contract';
import { isApiError } from '@bet/request';
import { betIdOf } from '../bet.ts';
import { betUpdated } from '../bets-slice.ts';
import { stakeLimitsReceived, type CouponConfigState } from '../config-slice.ts';
import type { CouponPayload, PlacedCoupon, PlacementError } from '../types.ts';

/** The codes of a failed placement besides the contract's refusal codes (BET_ERROR_CODES). */
export const PLACEMENT_NETWORK_ERROR = 'network';
export const PLACEMENT_UNKNOWN_ERROR = 'unknown';

/** Why a placement failed: its message and code (the coupon's PlacementError). */
export class PlacementFailure extends Error implements PlacementError {
  readonly code: string;
  readonly limit?: number;

  constructor({ message, code, limit }: { message: string; code: string; limit?: number }) {
    super(message);
    this.name = 'PlacementFailure';
    this.code = code;
    if (limit !== undefined) this.limit = limit;
  }
}

/** The limits a refusal leaves alone: the coupon's current ones. */
export type CouponLimits = Pick<CouponConfigState, 'minBetAmount' | 'maxBetAmount'>;

export interface RefusalMapping {
  error: PlacementFailure;
  /** What the coupon learns from the refusal: new coefficients, blocked markets, a stake limit. */
  actions: UnknownAction[];
}

/**
 * A refused placement (400, placementRefusalSchema) as the coupon state takes it: the first
 * error's code and detail as the PlacementError; each `changes` entry as a `betUpdated` of the
 * bet on that market (the coupon's changeCoefAction then accepts the new coefficient or keeps it
 * waiting for the player's prompt, and marks a blocked market); the `limit` of
 * amount_below_min / amount_above_max as the coupon's new minimum / maximum. Null when the body
 * is not a refusal.
 */
export function mapPlacementRefusal(
  body: unknown,
  payload: CouponPayload,
  limits: CouponLimits | null,
): RefusalMapping | null {
  const parsed = placementRefusalSchema.safeParse(body);
  if (!parsed.success) return null;
  const refusal = parsed.data;
  const [first] = refusal.errors;
  if (!first) return null;
  const actions: UnknownAction[] = [];
  for (const change of refusal.changes ?? []) {
    const bet = payload.bets.find((item) => Number(item.id) === change.marketId);
    if (!bet) continue;
    actions.push(
      betUpdated({ id: betIdOf(bet.gameId, bet.id), changes: { coef: change.coef, isBlocked: change.isBlocked } }),
    );
  }
  if (refusal.limit !== undefined && first.code === BET_ERROR_CODES.amountBelowMin) {
    actions.push(stakeLimitsReceived({ minBetAmount: refusal.limit, maxBetAmount: limits?.maxBetAmount ?? null }));
  }
  if (refusal.limit !== undefined && first.code === BET_ERROR_CODES.amountAboveMax) {
    actions.push(stakeLimitsReceived({ minBetAmount: limits?.minBetAmount ?? 0, maxBetAmount: refusal.limit }));
  }
  // limit_exceeded: the refusal's limit is the stake still allowed by the responsible-gaming limit.
  const left = first.code === BET_ERROR_CODES.limitExceeded ? refusal.limit : undefined;
  return {
    error: new PlacementFailure({
      message: first.detail,
      code: first.code,
      ...(left === undefined ? {} : { limit: left }),
    }),
    actions,
  };
}

/** Any failure of the call as the coupon takes it: a refusal, no answer, or something else. */
export function mapPlacementFailure(
  error: unknown,
  payload: CouponPayload,
  limits: CouponLimits | null,
): RefusalMapping {
  if (isApiError(error)) {
    const refusal = error.status === 400 ? mapPlacementRefusal(error.body, payload, limits) : null;
    if (refusal) return refusal;
    if (error.kind === 'network') {
      return { error: new PlacementFailure({ message: error.message, code: PLACEMENT_NETWORK_ERROR }), actions: [] };
    }
  }
  const message = error instanceof Error ? error.message : 'The coupon could not be placed';
  return { error: new PlacementFailure({ message, code: PLACEMENT_UNKNOWN_ERROR }), actions: [] };
}

/** The server's answer as the coupon keeps it for the "bet accepted" screen. */
export function placedCouponOf(answer: PlacedCouponAnswer): PlacedCoupon {
  const { couponId, ...rest } = answer;
  return { ...rest, id: couponId };
}
