/**
 * `@bet/request/testing`: an ApiClient for the sagas' tests of every feature, answering the
 * contract's calls by name, and the errors the real client throws.
 */
import type { ApiCall, CallResponse } from '@bet/contract';
import { ApiError } from './api-error';
import type { ApiClient } from './create-api-client';
import { createRequestEvents, type RequestEvent } from './request-events';
import type { CallOptions } from './send';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FakeAnswer = (options: CallOptions<any>) => unknown;

/** One call the fake client was sent: its contract name, query, body and the clock's time. */
export interface FakeCall {
  name: string;
  query: unknown;
  body: unknown;
  at: number;
}

export interface FakeApiClient extends ApiClient {
  /** Every call sent, in order. */
  readonly calls: FakeCall[];
  /** Sets (or replaces) how a call, by its contract name, answers. */
  answer(name: string, handler: FakeAnswer): void;
  /** The calls of one name. */
  callsTo(name: string): FakeCall[];
  /** Tells the client's listeners an event, as the real client does (a failed refresh, a 451). */
  emit(event: RequestEvent): void;
}

/**
 * An ApiClient whose calls answer from `handlers`, keyed by the contract call's name. A handler
 * returns the answer (or a promise of it) or throws (an ApiError, say). A call with no handler
 * rejects with a 404 ApiError, so a test notices the unexpected call.
 */
export function createFakeApiClient(
  handlers: Record<string, FakeAnswer> = {},
  now: () => number = Date.now,
): FakeApiClient {
  const table = new Map(Object.entries(handlers));
  const calls: FakeCall[] = [];
  const events = createRequestEvents();
  return {
    calls,
    events: { subscribe: events.subscribe },
    emit: events.emit,
    answer: (name, handler) => void table.set(name, handler),
    callsTo: (name) => calls.filter((entry) => entry.name === name),
    async call<C extends ApiCall>(call: C, options: CallOptions<C> = {}): Promise<CallResponse<C>> {
      calls.push({ name: call.name, query: options.query, body: options.body, at: now() });
      const handler = table.get(call.name);
      if (!handler) throw new ApiError({ kind: 'http', status: 404, message: `No fake answer for ${call.name}` });
      return (await handler(options)) as CallResponse<C>;
    },
  };
}

/** An http ApiError as the request layer throws it. */
export function httpError(
  status: number,
  code?: string | number,
  message = `Request failed with status ${status}`,
): ApiError {
  return new ApiError({ kind: 'http', status, code, message });
}

/**
 * The ApiError a call rejected with. Throws when the call resolved or failed with anything
 * else, so a test that expects a typed failure cannot pass on a success or a stray error.
 */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  let settled: { value: unknown } | undefined;
  try {
    settled = { value: await promise };
  } catch (reason) {
    if (reason instanceof ApiError) return reason;
    throw reason;
  }
  throw new Error(`Expected the call to fail, it answered ${JSON.stringify(settled.value)}`);
}
