import { LIMIT_ERROR_CODES } from '@bet/contract';
import type { ErrorBody, LimitErrorCode, LimitRefusal } from '@bet/contract';
import { HttpError } from '../http/http-error';
import type { LimitLanguage } from './limit-language';
import { refusalTitle } from './limit-texts';

/** The status each refusal answers with, and the `data.status` word the client reads (default forbidden). */
const STATUS: Record<LimitErrorCode, [number, string]> = {
  [LIMIT_ERROR_CODES.valueNotWhole]: [400, 'bad_request'],
  [LIMIT_ERROR_CODES.valueAboveMax]: [400, 'bad_request'],
  [LIMIT_ERROR_CODES.valueNotOffered]: [400, 'bad_request'],
  [LIMIT_ERROR_CODES.unknownType]: [400, 'bad_request'],
  [LIMIT_ERROR_CODES.notCancellable]: [403, 'forbidden'],
  [LIMIT_ERROR_CODES.lockedByExtraLimitsLock]: [403, 'forbidden'],
  [LIMIT_ERROR_CODES.excluded]: [403, 'forbidden'],
  [LIMIT_ERROR_CODES.nothingToApprove]: [409, 'conflict'],
  [LIMIT_ERROR_CODES.unknownToken]: [404, 'not_found'],
};

/**
 * A refused limits call (contract limitRefusalSchema): the generic error body with a limit code,
 * plus `data.status` and `data.title` in the X-Language language, `max` for value_above_max and
 * the `limitType` it is about.
 */
export class LimitRefused extends HttpError {
  readonly code: LimitErrorCode;
  readonly title: string;
  readonly max: number | undefined;
  readonly limitType: number | undefined;

  constructor(
    code: LimitErrorCode,
    language: LimitLanguage,
    more: { limitType?: number | undefined; max?: number; maxText?: string } = {},
  ) {
    const [statusCode] = STATUS[code];
    const title = refusalTitle(code, language, more.maxText ?? (more.max === undefined ? '' : String(more.max)));
    super(statusCode, [{ code, detail: title }]);
    this.name = 'LimitRefused';
    this.code = code;
    this.title = title;
    this.max = more.max;
    this.limitType = more.limitType;
  }

  override toBody(): ErrorBody & LimitRefusal {
    return {
      ...super.toBody(),
      errors: [{ code: this.code, detail: this.title }],
      statusCode: this.statusCode,
      data: { status: STATUS[this.code][1], title: this.title },
      ...(this.max === undefined ? {} : { max: this.max }),
      ...(this.limitType === undefined ? {} : { limitType: this.limitType }),
    };
  }
}

export function refuseLimit(
  code: LimitErrorCode,
  language: LimitLanguage,
  more: { limitType?: number | undefined; max?: number; maxText?: string } = {},
): LimitRefused {
  return new LimitRefused(code, language, more);
}
