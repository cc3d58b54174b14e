/** Spec 02 §9 "Token refresh dedupe 60 s" (spec 02 §4 "shared within a 60 s window"). */
export const TOKEN_REFRESH_REUSE_MS = 60_000;

export interface TokenRefresherOptions {
  refresh(): Promise<string>;
  /** Called once per failed refresh, however many calls were waiting for it. */
  onFailed(error: unknown): void;
  /** The clock, injectable for tests; Date.now by default. */
  now?: () => number;
  reuseMs?: number;
}

export interface TokenRefresher {
  /** A fresh token: the one being fetched, the one fetched less than reuseMs ago, or a new one. */
  refresh(): Promise<string>;
}

/**
 * One refresh at a time (DESIGN.md "Request layer"): N concurrent 401s share the refresh in
 * flight, and a successful refresh is reused for 60 s, counted from when it finished, so 401s
 * that arrive just after it do not fetch again. A failure is not reused: it is reported once to
 * onFailed (one logout, not one per call) and the next 401 may try again.
 */
export function createTokenRefresher({
  refresh,
  onFailed,
  now = Date.now,
  reuseMs = TOKEN_REFRESH_REUSE_MS,
}: TokenRefresherOptions): TokenRefresher {
  let inFlight: Promise<string> | undefined;
  let last: { token: string; at: number } | undefined;

  return {
    refresh() {
      if (inFlight) return inFlight;
      if (last && now() - last.at < reuseMs) return Promise.resolve(last.token);
      inFlight = Promise.resolve()
        .then(refresh)
        .then(
          (token) => {
            last = { token, at: now() };
            return token;
          },
          (error: unknown) => {
            last = undefined;
            onFailed(error);
            throw error;
          },
        )
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}
