import type { GameEngine } from '@bet/contract';
import { GAME_ENGINES } from '@bet/contract';
import { signToken, verifyToken } from '../auth/signing';

/**
 * A demo launch: no player and no money, so no session row; the operator signs what the
 * provider needs (the game, where to post messages) with the key both share, for a minute.
 */
export interface DemoLaunchClaims {
  gameId: number;
  engine: GameEngine;
  siteOrigin: string;
  lang: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export function signDemoLaunch(secret: string, claims: DemoLaunchClaims): string {
  return signToken(secret, 'casino_demo', { ...claims });
}

export function readDemoLaunch(
  secret: string,
  token: string | undefined,
  nowMs: number,
): { ok: true; claims: DemoLaunchClaims } | { ok: false; reason: 'invalid' | 'expired' } {
  const payload = verifyToken(secret, 'casino_demo', token);
  if (
    !payload ||
    typeof payload.gameId !== 'number' ||
    !(GAME_ENGINES as readonly unknown[]).includes(payload.engine) ||
    typeof payload.siteOrigin !== 'string' ||
    typeof payload.lang !== 'string' ||
    typeof payload.expiresAt !== 'number'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.expiresAt * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: payload as unknown as DemoLaunchClaims };
}
