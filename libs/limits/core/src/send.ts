import type { ApiCall, CallResponse } from '@bet/contract';
import { LIMITS_LANGUAGE_HEADER } from '@bet/contract';
import type { CallOptions } from '@bet/request';
import { call } from 'redux-saga/effects';
import type { LimitsDeps } from './limits-deps';

/**
 * One limits call through the request layer, with the page's language as X-Language (spec 02 §7:
 * the server's questions, reasons and titles come in it).
 */
export function* sendLimitsCall<C extends ApiCall>(deps: LimitsDeps, apiCall: C, options: CallOptions<C> = {}) {
  const headers = { ...options.headers, [LIMITS_LANGUAGE_HEADER]: deps.language() };
  const answer: CallResponse<C> = yield call([deps.api, deps.api.call], apiCall, { ...options, headers });
  return answer;
}
