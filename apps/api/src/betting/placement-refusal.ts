import type { BetErrorCode, ErrorBody, MarketChange } from '@bet/contract';
import { HttpError } from '../http/http-error';

/**
 * A refused placement: 400 with the contract's `placementRefusalSchema` body, i.e. the generic
 * error body plus what the client can act on (`changes` for coef_changed and market_blocked,
 * `limit` for the amount and limit codes).
 */
export class PlacementRefused extends HttpError {
  readonly code: BetErrorCode;
  readonly changes: MarketChange[] | undefined;
  readonly limit: number | undefined;

  constructor(code: BetErrorCode, detail: string, extra: { changes?: MarketChange[]; limit?: number } = {}) {
    super(400, [{ code, detail }]);
    this.name = 'PlacementRefused';
    this.code = code;
    this.changes = extra.changes;
    this.limit = extra.limit;
  }

  override toBody(): ErrorBody & { changes?: MarketChange[]; limit?: number } {
    return {
      ...super.toBody(),
      ...(this.changes === undefined ? {} : { changes: this.changes }),
      ...(this.limit === undefined ? {} : { limit: this.limit }),
    };
  }
}

export function refuse(
  code: BetErrorCode,
  detail: string,
  extra?: { changes?: MarketChange[]; limit?: number },
): PlacementRefused {
  return new PlacementRefused(code, detail, extra);
}
