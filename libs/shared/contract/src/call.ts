import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API as data: the client sends with it and validates the answer, the sandbox
 * registers its route from it and validates what it receives and sends.
 */
export interface ApiCall<
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  /**
   * Spec 02 §6/§7 "An auth token header is sent on calls marked for it": when true the request
   * layer sends the token in AUTH_HEADER, and a 401 answer refreshes the token and retries once.
   */
  readonly auth?: boolean;
  /**
   * Spec 02 §5 "Secret fields (login, password, code) are encoded before sending": the body fields
   * the request layer encodes on the wire (usually SECRET_FIELDS). Absent: the body goes as is.
   */
  readonly secretFields?: readonly string[];
  /** 'text' for an answer that is not JSON (spec 02 §7 GET /web-api/session); 'json' by default. */
  readonly responseType?: 'json' | 'text';
  /**
   * A background poll (the sportsbook feed, every 5 to 60 s, spec 02 §9): the request layer's
   * pending count, which drives the top progress bar, leaves it out. The pages that poll show
   * their own loading state.
   */
  readonly background?: boolean;
}

export type CallQuery<C extends ApiCall> = z.input<C['query']>;
export type CallBody<C extends ApiCall> = z.input<C['body']>;
export type CallResponse<C extends ApiCall> = z.output<C['response']>;

export function defineCall<Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType>(
  call: ApiCall<Q, B, R>,
): ApiCall<Q, B, R> {
  return call;
}
