import axios, { type AxiosRequestConfig } from 'axios';
import type { ApiCall, CallResponse } from '@bet/contract';
import {
  ApiError,
  apiErrorFromResponse,
  CANCELLED_STATUS,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
} from './api-error';
import { withAuthRetry, type AuthHooks } from './auth-retry';
import { withCaptchaRetry, type CaptchaHooks } from './captcha-retry';
import { withFingerprintRetry, type FingerprintHooks } from './fingerprint-retry';
import { createRequestEvents, type RequestEvents } from './request-events';
import { encodeSecretFields } from './secret-fields';
import type { CallOptions, Send } from './send';
import { withTermsGuard } from './terms-guard';

export type { CallOptions } from './send';

export interface ApiClientOptions {
  /** Origin and prefix the call paths are relative to; '' for the page's own origin. */
  baseURL: string;
  /** Headers sent with every call (for instance the geo country code in the sandbox). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Replaces axios' transport, for tests that must not open sockets. */
  adapter?: AxiosRequestConfig['adapter'];
  /**
   * Token header on calls marked `auth`, shared refresh and one retry on 401 (spec 02 §4, §6); a
   * failed refresh is the `refreshFailed` event.
   */
  auth?: AuthHooks;
  /** Re-fetch and one retry on a 400 with the fingerprint code (spec 02 §4). */
  fingerprint?: FingerprintHooks;
  /** Challenge and one retry on a 400 with a captcha code (spec 02 §4). */
  captcha?: CaptchaHooks;
}

export interface ApiClient {
  /** Sends one call of the contract; resolves with its validated answer or rejects with ApiError. */
  call<C extends ApiCall>(call: C, options?: CallOptions<C>): Promise<CallResponse<C>>;
  /** What the layer tells the app: requests on the wire, `refreshFailed`, `termsRequired` (request-events.ts). */
  readonly events: RequestEvents;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const events = createRequestEvents();
  const instance = axios.create({
    baseURL: options.baseURL,
    headers: { Accept: 'application/json', ...options.headers },
    timeout: options.timeoutMs ?? 30_000,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  /** One attempt on the wire: no retries here, those are the wrappers composed below. */
  async function send<C extends ApiCall>(
    apiCall: C,
    { query, body, headers, signal }: CallOptions<C>,
  ): Promise<CallResponse<C>> {
    let status: number;
    let data: unknown;
    events.emit({ type: 'requestStarted', call: apiCall });
    try {
      const response = await instance.request({
        method: apiCall.method,
        url: apiCall.path,
        params: query,
        data: apiCall.secretFields ? encodeSecretFields(body, apiCall.secretFields) : body,
        headers,
        signal,
        // Spec 02 §7: some answers are not JSON (GET /web-api/session); keep them as text.
        ...(apiCall.responseType === 'text' ? { responseType: 'text' as const, transformResponse: [] } : {}),
      });
      status = response.status;
      data = response.data;
    } catch (error) {
      throw toApiError(error);
    } finally {
      events.emit({ type: 'requestEnded', call: apiCall });
    }
    const parsed = apiCall.response.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'malformed',
        status,
        code: 'MALFORMED_RESPONSE',
        message: `Malformed answer to ${apiCall.name}: ${parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
          .join('; ')}`,
        body: data,
      });
    }
    return parsed.data as CallResponse<C>;
  }

  // Innermost first: auth sets the token on every attempt, so a captcha or fingerprint retry
  // also gets a refreshed token; the terms guard is outermost, so whichever attempt answers 451
  // tells the app exactly once. Without hooks the layer sends once, as before.
  let pipeline: Send = send;
  if (options.auth) {
    pipeline = withAuthRetry(pipeline, options.auth, (error) => events.emit({ type: 'refreshFailed', error }));
  }
  if (options.fingerprint) pipeline = withFingerprintRetry(pipeline, options.fingerprint);
  if (options.captcha) pipeline = withCaptchaRetry(pipeline, options.captcha);
  pipeline = withTermsGuard(pipeline, (error) => events.emit({ type: 'termsRequired', error }));

  const composed = pipeline;
  function call<C extends ApiCall>(apiCall: C, callOptions: CallOptions<C> = {}): Promise<CallResponse<C>> {
    return composed(apiCall, callOptions);
  }

  return { call, events: { subscribe: events.subscribe } };
}

/** Maps whatever axios (or the adapter) threw onto the one typed error. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error) || (axios.isAxiosError(error) && error.code === 'ERR_CANCELED')) {
    return new ApiError({ kind: 'cancelled', status: CANCELLED_STATUS, message: 'Request cancelled' });
  }
  if (axios.isAxiosError(error) && error.response) {
    return apiErrorFromResponse(error.response.status, error.response.data);
  }
  return new ApiError({
    kind: 'network',
    status: NETWORK_ERROR_STATUS,
    code: axios.isAxiosError(error) ? error.code : undefined,
    message: NETWORK_ERROR_MESSAGE,
  });
}
