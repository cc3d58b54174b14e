import type { UnknownAction } from '@reduxjs/toolkit';
import {
  BET_ERROR_CODES,
  placeCoupon as placeCouponCall,
  placementRefusalSchema,
  type PlacedCouponAnswer,
} from '@bet/contract';
import {
  betIdOf,
  betUpdated,
  stakeLimitsReceived,
  type CouponConfigState,
  type CouponPayload,
  type PlacedCoupon,
  type PlacementError,
} from '@bet/coupon/state';
import { PLACEMENT_NETWORK_ERROR, PLACEMENT_UNKNOWN_ERROR } from '@bet/coupon-ui';
import { isApiError, type ApiClient } from '@bet/request';
import { userDataRequested } from '@bet/session';

/**
 * A placement attempt that found no answer is sent again with the same id (the server's
 * idempotency key answers the first result, so a retry is never a second bet). Spec 02 §7:
 * "Retry limit of the request layer: not shown"; ours: 2 more tries, 1 s apart.
 */
export const PLACEMENT_NETWORK_RETRIES = 2;
export const PLACEMENT_RETRY_DELAY_MS = 1000;

/** What the coupon saga gets when a placement fails: its message and code (PlacementError). */
export class PlacementFailure extends Error implements PlacementError {
  readonly code: string;

  constructor({ message, code }: { message: string; code: string }) {
    super(message);
    this.name = 'PlacementFailure';
    this.code = code;
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
  return { error: new PlacementFailure({ message: first.detail, code: first.code }), actions };
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

export interface PlaceCouponDeps {
  api: Pick<ApiClient, 'call'>;
  dispatch: (action: UnknownAction) => void;
  /** The coupon's state now (the limits a refusal leaves alone); null before the store exists. */
  getCoupon: () => CouponLimits | null;
  /** An id for a payload without one (the panel makes one per attempt; this is the safety net). */
  createId?: () => string;
  wait?: (ms: number) => Promise<void>;
  retries?: number;
  retryDelayMs?: number;
}

/**
 * `CouponDeps.placeCoupon` for the app: sends the coupon (contract `placeCoupon`) with the
 * attempt's id, retries an attempt that got no answer with the same id, maps a refusal onto the
 * coupon (see mapPlacementRefusal) and, once accepted, reloads the accounts so the header
 * balance shows the debit.
 */
export function createPlaceCoupon({
  api,
  dispatch,
  getCoupon,
  createId = () => globalThis.crypto.randomUUID(),
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  retries = PLACEMENT_NETWORK_RETRIES,
  retryDelayMs = PLACEMENT_RETRY_DELAY_MS,
}: PlaceCouponDeps) {
  return async function placeCoupon(payload: CouponPayload): Promise<PlacedCoupon> {
    const body = { ...payload, id: payload.id ?? createId() };
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await api.call(placeCouponCall, { body });
        dispatch(userDataRequested());
        return placedCouponOf(answer);
      } catch (error) {
        if (isApiError(error) && error.kind === 'network' && attempt < retries) {
          await wait(retryDelayMs);
          continue;
        }
        const mapped = mapPlacementFailure(error, body, getCoupon());
        for (const action of mapped.actions) dispatch(action);
        throw mapped.error;
      }
    }
  };
}
