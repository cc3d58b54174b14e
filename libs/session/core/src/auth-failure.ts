import { DEFAULT_ERROR_STATUS } from '@bet/contract';
import { isApiError } from '@bet/request';

/** Progress of a request the player made (sign in, register): a status machine. */
export type RequestStatus = 'idle' | 'pending' | 'failed';

/** What the player is told about a refused call: the server's code, message and status. */
export interface AuthFailure {
  code: string | null;
  message: string;
  status: number;
}

/**
 * The AuthFailure of whatever a call threw. An ApiError keeps its code (as a string), message
 * and status; anything else (a fingerprint that could not be read, a bug) is a 500 with its
 * message, spec 02 §3 "Generic error shape: message, statusCode (default 500)".
 */
export function toAuthFailure(error: unknown): AuthFailure {
  if (isApiError(error)) {
    return {
      code: error.code === undefined ? null : String(error.code),
      message: error.message,
      status: error.status,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: null, message, status: DEFAULT_ERROR_STATUS };
}
