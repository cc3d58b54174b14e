import type { ApiCall, CallBody, CallQuery, CallResponse } from '@bet/contract';

export interface CallOptions<C extends ApiCall> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends one call and resolves with its validated answer or rejects with ApiError. Each retry
 * behaviour (auth, fingerprint, captcha, terms) wraps a Send into another, so they compose in
 * create-api-client.ts without knowing of each other.
 */
export type Send = <C extends ApiCall>(call: C, options: CallOptions<C>) => Promise<CallResponse<C>>;

/** The options with one more header; unchanged when there is no value to send. */
export function withHeader<C extends ApiCall>(
  options: CallOptions<C>,
  name: string,
  value: string | undefined,
): CallOptions<C> {
  if (value === undefined) return options;
  return { ...options, headers: { ...options.headers, [name]: value } };
}
