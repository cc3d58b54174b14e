/**
 * Why an engine function refused its input. `code` is stable for programs (switch on it);
 * `message` is for the developer reading a log, never for the player.
 */
export const CouponMathErrorCode = {
  /** A coefficient that is not a number of at least 1 with at most 3 decimals. */
  InvalidCoef: 'invalid_coef',
  /** A leg status outside the spec's codes (-2..6). */
  InvalidStatus: 'invalid_status',
  /** A stake that is not a non-negative whole number of minor units. */
  InvalidAmount: 'invalid_amount',
  /** A coupon whose shape its type does not allow (leg count, system value, missing lobby). */
  InvalidCoupon: 'invalid_coupon',
  /** A type the engine does not price: conditional (5) and anti-express (6) are server-priced. */
  UnsupportedType: 'unsupported_type',
  /**
   * A result beyond Number.MAX_SAFE_INTEGER (minor units, or a line count): use the exact
   * variant instead.
   */
  AmountOverflow: 'amount_overflow',
  /** A coefficient view id outside 0..5. */
  InvalidCoefView: 'invalid_coef_view',
} as const;

export type CouponMathErrorCode = (typeof CouponMathErrorCode)[keyof typeof CouponMathErrorCode];

export class CouponMathError extends Error {
  readonly code: CouponMathErrorCode;

  constructor(code: CouponMathErrorCode, message: string) {
    super(message);
    this.name = 'CouponMathError';
    this.code = code;
  }
}

/** `instanceof` fails across duplicated copies of the package; the name and code do not. */
export function isCouponMathError(error: unknown): error is CouponMathError {
  return (
    error instanceof CouponMathError ||
    (error instanceof Error &&
      error.name === 'CouponMathError' &&
      typeof (error as { code?: unknown }).code === 'string')
  );
}
