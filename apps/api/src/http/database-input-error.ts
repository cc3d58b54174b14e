import { HttpError } from './http-error';

/**
 * PostgreSQL's class 22 "data exception" (SQLSTATE 22xxx: a number out of range of its column, a
 * date past the calendar, text it cannot hold): the query failed on a value the request brought.
 * The contract's schemas take numbers of any safe size while the columns are int4 and timestamps,
 * so the contract fuzzing (src/fuzz) found such values answered 500 on many calls. They are the
 * request's fault: 400 with the error body. The failed statement changed nothing (PostgreSQL
 * rolls it back, and its transaction with it).
 */
export function databaseInputRefusal(error: unknown): HttpError | undefined {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      return HttpError.of(400, 'invalid_input', 'A value of the request is outside what the server can store');
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}
