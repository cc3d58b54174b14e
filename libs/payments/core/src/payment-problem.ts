import { paymentRefusalSchema, type PaymentErrorCode } from '@bet/contract';
import { ApiError } from '@bet/request';

/**
 * Why a payment call did not go through, as the player is told: a refusal code of the contract
 * (the key `payment_error_<code>`), `network` (no answer: nothing is known, try again) or
 * `server` (an answer we cannot read).
 */
export interface PaymentProblem {
  readonly code: PaymentErrorCode | 'network' | 'server';
  /** amount_below_min / amount_above_max: the bound, minor units. */
  readonly limit?: number;
}

export function paymentProblemOf(error: unknown): PaymentProblem {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'cancelled') return { code: 'network' };
    const refusal = paymentRefusalSchema.safeParse(error.body);
    if (refusal.success) {
      const code = refusal.data.errors[0]?.code;
      if (code) return refusal.data.limit === undefined ? { code } : { code, limit: refusal.data.limit };
    }
    return { code: 'server' };
  }
  return { code: 'server' };
}
