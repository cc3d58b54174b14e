import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { ApiCall, CallBody, CallQuery, CallResponse } from '@bet/contract';
import {
  ApiError,
  apiErrorFromResponse,
  CANCELLED_STATUS,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
} from './api-error';

export interface ApiClientOptions {
  /** Origin and prefix the call paths are relative to; '' for the page's own origin. */
  baseURL: string;
  /** Headers sent with every call (for instance the geo country code in the sandbox). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Replaces axios' transport, for tests that must not open sockets. */
  adapter?: AxiosRequestConfig['adapter'];
}

export interface CallOptions<C extends ApiCall> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly axios: AxiosInstance;
  /** Sends one call of the contract; resolves with its validated answer or rejects with ApiError. */
  call<C extends ApiCall>(call: C, options?: CallOptions<C>): Promise<CallResponse<C>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = axios.create({
    baseURL: options.baseURL,
    headers: { Accept: 'application/json', ...options.headers },
    timeout: options.timeoutMs ?? 30_000,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  async function call<C extends ApiCall>(
    apiCall: C,
    { query, body, headers, signal }: CallOptions<C> = {},
  ): Promise<CallResponse<C>> {
    let status: number;
    let data: unknown;
    try {
      const response = await instance.request({
        method: apiCall.method,
        url: apiCall.path,
        params: query,
        data: body,
        headers,
        signal,
      });
      status = response.status;
      data = response.data;
    } catch (error) {
      throw toApiError(error);
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

  return { axios: instance, call };
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
