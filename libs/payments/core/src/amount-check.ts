import { PAYMENT_ERROR_CODES, parseAmountText, type PaymentErrorCode, type PaymentMethod } from '@bet/contract';

/** What is wrong with a typed amount: the contract's refusal code (the key `payment_error_<code>`) and the bound. */
export interface AmountProblem {
  readonly code: PaymentErrorCode;
  /** amount_below_min / amount_above_max: the method's bound, minor units. */
  readonly limit?: number;
}

export type AmountCheck = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * The amount the player typed (major units, "1 500,50") against the method's bounds for the
 * currency. The text is parsed by the contract's one `parseAmountText` (the server's rule too),
 * exactly into integer minor units: no floating point anywhere.
 */
export function checkAmount(text: string, method: Pick<PaymentMethod, 'min' | 'max'>, decimals: number): AmountCheck {
  const parsed = parseAmountText(text, decimals);
  if (!parsed.ok) return { ok: false, problem: { code: parsed.code } };
  if (parsed.minor === 0)
    return { ok: false, problem: { code: PAYMENT_ERROR_CODES.amountBelowMin, limit: method.min } };
  if (parsed.minor < method.min) {
    return { ok: false, problem: { code: PAYMENT_ERROR_CODES.amountBelowMin, limit: method.min } };
  }
  if (parsed.minor > method.max) {
    return { ok: false, problem: { code: PAYMENT_ERROR_CODES.amountAboveMax, limit: method.max } };
  }
  return { ok: true, minor: parsed.minor };
}
