import { DEFAULT_ERROR_STATUS, errorBodySchema } from '@bet/contract';

/** Spec 02 §7: a cancelled request gives close status 499. */
export const CANCELLED_STATUS = 499;
/** Spec 02 §7: 'Failed to fetch' gives a network error status; 0 is what browsers report. */
export const NETWORK_ERROR_STATUS = 0;
export const NETWORK_ERROR_MESSAGE = 'Failed to fetch';

/**
 * - `http`: the server answered with an error status;
 * - `network`: no answer at all ('Failed to fetch', timeouts, refused connections);
 * - `cancelled`: the caller aborted the request;
 * - `malformed`: the server answered 2xx with a body that does not match the contract.
 */
export type ApiErrorKind = 'http' | 'network' | 'cancelled' | 'malformed';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  code?: string | number;
  exceptionCode?: number;
  body?: unknown;
}

/** The one error the request layer throws. It knows no UI: sagas decide what the player sees. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | number | undefined;
  /** Spec 02 §4: a 451 with exception_code 1 means the terms must be confirmed. */
  readonly exceptionCode: number | undefined;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.exceptionCode = init.exceptionCode;
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * Spec 02 §5: "Server error messages are joined from the detail fields of the errors." Joined
 * with '; ' (the separator is not shown in the spec). Falls back to the body's message, then to
 * a generic text naming the status.
 */
export function errorMessageFrom(body: unknown, status: number): string {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const details = (parsed.data.errors ?? [])
      .map((error) => error.detail?.trim())
      .filter((detail): detail is string => Boolean(detail));
    if (details.length > 0) return details.join('; ');
    if (parsed.data.message) return parsed.data.message;
  }
  return `Request failed with status ${status}`;
}

/** The ApiError for an HTTP error answer; the status defaults to 500 (spec 02 §3). */
export function apiErrorFromResponse(status: number | undefined, body: unknown): ApiError {
  const effectiveStatus = status ?? DEFAULT_ERROR_STATUS;
  const parsed = errorBodySchema.safeParse(body);
  const data = parsed.success ? parsed.data : undefined;
  return new ApiError({
    kind: 'http',
    status: effectiveStatus,
    message: errorMessageFrom(body, effectiveStatus),
    code: data?.errors?.find((error) => error.code !== undefined)?.code,
    exceptionCode: data?.exception_code,
    body,
  });
}
