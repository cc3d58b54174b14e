/** Spec 02 §9 "Token refresh dedupe 60 s" (spec 02 §4 "shared within a 60 s window"). */
export const TOKEN_REFRESH_REUSE_MS = 60_000;

export interface TokenRefresherOptions {
  /** Fetches a new token (for instance GET /web-api/user/gettoken with force_refresh). */
  fetch(): Promise<string>;
  /** Called once per failed refresh that a reporting caller waited for, however many waited. */
  onFailed(error: unknown): void;
  /** The clock, injectable for tests; Date.now by default. */
  now?: () => number;
  reuseMs?: number;
}

export interface RefreshOptions {
  /**
   * Whether a failure of this refresh is reported to onFailed; true by default. A quiet caller
   * (a call about to be sent whose stored token expired) only wants a token if there is one; a
   * reporting caller (a call the server refused with 401) means the session is gone if none comes.
   * A refresh shared by both is reported.
   */
  report?: boolean;
}

export interface TokenRefresher {
  /** A fresh token: the one being fetched, the one fetched less than reuseMs ago, or a new one. */
  refresh(options?: RefreshOptions): Promise<string>;
  /** The token the last refresh gave; undefined before one, or after one failed or was forgotten. */
  last(): string | undefined;
  /** Drops the last token and its reuse window (the player signed out); a refresh in flight runs on. */
  forget(): void;
}

/**
 * The one refresh rule of the request layer (DESIGN.md "One refresh at a time"): every caller
 * shares the refresh in flight, and a successful refresh is reused for 60 s, counted from when it
 * finished, so callers that arrive just after it do not fetch again. A failure is not reused: it
 * is reported once (one logout, not one per call) and the next caller may try again.
 */
export function createTokenRefresher({
  fetch,
  onFailed,
  now = Date.now,
  reuseMs = TOKEN_REFRESH_REUSE_MS,
}: TokenRefresherOptions): TokenRefresher {
  let inFlight: { promise: Promise<string>; report: boolean } | undefined;
  let done: { token: string; at: number } | undefined;

  function start(report: boolean): Promise<string> {
    const entry = { report, promise: Promise.resolve('') };
    entry.promise = Promise.resolve()
      .then(fetch)
      .then(
        (token) => {
          done = { token, at: now() };
          return token;
        },
        (error: unknown) => {
          done = undefined;
          // Read when it fails: a reporting caller may have joined a quiet refresh meanwhile.
          if (entry.report) onFailed(error);
          throw error;
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    inFlight = entry;
    return entry.promise;
  }

  return {
    refresh({ report = true } = {}) {
      if (inFlight) {
        inFlight.report ||= report;
        return inFlight.promise;
      }
      if (done && now() - done.at < reuseMs) return Promise.resolve(done.token);
      return start(report);
    },
    last: () => done?.token,
    forget: () => {
      done = undefined;
    },
  };
}
