import type { Clock } from '@bet/platform';
import { toSeconds } from '../http/epoch-seconds';
import { signToken, verifyToken } from './signing';

/** Access tokens live 15 minutes; the client refreshes them by gettoken (spec 02 §4, §7). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;

export interface AccessClaims {
  /** The player id. */
  sub: number;
  /** The session the token belongs to: revoking the session kills the token. */
  sid: string;
  iat: number;
  exp: number;
}

/**
 * The control API's expireTokens: every token issued up to the cutoff counts as expired. Kept
 * in milliseconds (the `iatMs` claim) so a token issued a moment after the cutoff, in the same
 * second, stays valid.
 */
export interface TokenCutoff {
  get(): number;
  expireNow(): number;
}

export function createTokenCutoff(clock: Clock): TokenCutoff {
  let cutoff = 0;
  return {
    get: () => cutoff,
    expireNow: () => {
      cutoff = clock.now();
      return cutoff;
    },
  };
}

export function issueAccessToken(secret: string, clock: Clock, playerId: number, sessionId: string): string {
  const nowMs = clock.now();
  const iat = toSeconds(nowMs);
  return signToken(secret, 'access', {
    sub: playerId,
    sid: sessionId,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_S,
    iatMs: nowMs,
  });
}

/** The claims of a genuine, unexpired access token; undefined for anything else. */
export function readAccessToken(
  secret: string,
  clock: Clock,
  cutoff: TokenCutoff,
  token: string | undefined,
): AccessClaims | undefined {
  const payload = verifyToken(secret, 'access', token);
  if (!payload) return undefined;
  const { sub, sid, iat, exp, iatMs } = payload;
  if (typeof sub !== 'number' || typeof sid !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') {
    return undefined;
  }
  if (exp * 1000 <= clock.now()) return undefined;
  if (typeof iatMs !== 'number' || iatMs <= cutoff.get()) return undefined;
  return { sub, sid, iat, exp };
}
