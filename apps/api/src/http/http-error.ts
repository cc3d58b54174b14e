import type { ErrorBody } from '@bet/contract';
import type { z } from 'zod';

export interface ErrorItem {
  code: string | number;
  detail: string;
}

/**
 * An answer other than success, thrown by handlers and turned into the contract's error body by
 * the server's error handler.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: ErrorItem[];
  /** Spec 02 §4: a 451 carries exception_code (1: the terms must be confirmed). */
  exceptionCode: number | undefined;

  constructor(statusCode: number, errors: ErrorItem[], message?: string) {
    // Spec 02 §5: the message is joined from the errors' detail fields.
    super(message ?? errors.map((error) => error.detail).join('; '));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }

  static of(statusCode: number, code: string | number, detail: string): HttpError {
    return new HttpError(statusCode, [{ code, detail }]);
  }

  withExceptionCode(code: number): this {
    this.exceptionCode = code;
    return this;
  }

  toBody(): ErrorBody {
    return {
      errors: this.errors,
      message: this.message,
      statusCode: this.statusCode,
      ...(this.exceptionCode === undefined ? {} : { exception_code: this.exceptionCode }),
    };
  }
}

/** 400 listing every problem zod found in the query or body. */
export function invalidInput(part: 'query' | 'body', error: z.core.$ZodError): HttpError {
  return new HttpError(
    400,
    error.issues.map((issue) => ({
      // A schema may name the refusal a value gets (contract amountInputSchema: params.refusal).
      code: refusalOf(issue) ?? `invalid_${part}`,
      detail: `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`,
    })),
  );
}

function refusalOf(issue: z.core.$ZodError['issues'][number]): string | undefined {
  if (issue.code !== 'custom') return undefined;
  const refusal = (issue.params as { refusal?: unknown } | undefined)?.refusal;
  return typeof refusal === 'string' ? refusal : undefined;
}

export function notFound(method: string, path: string): HttpError {
  return HttpError.of(404, 'not_found', `No ${method} ${path} here`);
}
