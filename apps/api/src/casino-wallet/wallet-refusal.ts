import type { CasinoWalletErrorCode } from '@bet/contract';
import { HttpError } from '../http/http-error';

const STATUS: Record<CasinoWalletErrorCode, number> = {
  bad_signature: 401,
  invalid_body: 400,
  token_invalid: 404,
  token_used: 409,
  token_expired: 410,
  session_not_found: 404,
  insufficient_funds: 402,
  limit_exceeded: 403,
  play_restricted: 403,
  round_not_found: 404,
  round_closed: 409,
  transaction_conflict: 409,
  transaction_rolled_back: 409,
};

/** A wallet refusal: 4xx, final for the provider (it stops retrying), in the generic error body. */
export function refuseWallet(code: CasinoWalletErrorCode, detail: string): HttpError {
  return HttpError.of(STATUS[code], code, detail);
}
