import { CASINO_ERROR_CODES, type CasinoErrorCode } from '@bet/contract';

const KNOWN = new Set<string>(Object.values(CASINO_ERROR_CODES));

/**
 * The contract's refusal code an error carries (`errors[0].code` of ApiError), or `unknown` for a
 * network failure or an error the contract does not name. The ui shows `casino_error_<code>`.
 */
export type CasinoProblem = CasinoErrorCode | 'unknown';

export function problemOf(error: unknown): CasinoProblem {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && KNOWN.has(code) ? (code as CasinoErrorCode) : 'unknown';
}

/** A short description for the logger: the message and the HTTP status when there is one. */
export function describeError(error: unknown): { error: string; httpStatus?: number } {
  const message = error instanceof Error && error.message ? error.message : String(error);
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? { error: message, httpStatus: status } : { error: message };
}
