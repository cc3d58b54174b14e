import { PAYMENT_ERROR_CODES } from '@bet/contract';
import type { ErrorBody, PaymentErrorCode } from '@bet/contract';
import { HttpError } from '../http/http-error';

/** The status each refusal answers with (contract paymentRefusalSchema); 400 for the rest. */
const STATUS: Partial<Record<PaymentErrorCode, number>> = {
  [PAYMENT_ERROR_CODES.accountRestricted]: 403,
  [PAYMENT_ERROR_CODES.paymentNotFound]: 404,
  [PAYMENT_ERROR_CODES.notCancellable]: 409,
  [PAYMENT_ERROR_CODES.duplicateId]: 409,
  [PAYMENT_ERROR_CODES.providerUnavailable]: 503,
};

/** A refused payment call: the generic error body with a payment code, plus the bound of an amount refusal. */
export class PaymentRefused extends HttpError {
  readonly code: PaymentErrorCode;
  readonly limit: number | undefined;

  constructor(code: PaymentErrorCode, detail: string, limit?: number) {
    super(STATUS[code] ?? 400, [{ code, detail }]);
    this.name = 'PaymentRefused';
    this.code = code;
    this.limit = limit;
  }

  override toBody(): ErrorBody & { limit?: number } {
    return { ...super.toBody(), ...(this.limit === undefined ? {} : { limit: this.limit }) };
  }
}

export function refusePayment(code: PaymentErrorCode, detail: string, limit?: number): PaymentRefused {
  return new PaymentRefused(code, detail, limit);
}
