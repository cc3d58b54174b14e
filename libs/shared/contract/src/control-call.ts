import { z } from 'zod/mini';
import { defineCall, type ApiCall, type HttpMethod } from './call';

/** Where the sandbox's control API lives; served in test and demo modes only. */
export const CONTROL_API_PATH = '/sandbox-api/control';

const noQuery = z.object({});
const noBody = z.undefined();

export interface ControlCall<Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType> {
  name: string;
  method: HttpMethod;
  /** The path under CONTROL_API_PATH, e.g. `faults`. */
  path: string;
  /** None unless given. */
  query?: Q;
  /** None unless given: most control calls are switches pressed without arguments. */
  body?: B;
  response: R;
}

/** A call of the sandbox's control API: a path under CONTROL_API_PATH, no query or body unless given. */
export function defineControlCall<
  R extends z.ZodMiniType,
  B extends z.ZodMiniType = typeof noBody,
  Q extends z.ZodMiniType = typeof noQuery,
>({ path, query, body, ...call }: ControlCall<Q, B, R>): ApiCall<Q, B, R> {
  return defineCall({
    ...call,
    path: `${CONTROL_API_PATH}/${path}`,
    // The defaults stand for the omitted generics, which default to exactly these schemas.
    query: query ?? (noQuery as unknown as Q),
    body: body ?? (noBody as unknown as B),
  });
}
