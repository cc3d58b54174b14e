import { signToken, verifyToken } from '../auth/signing';

/**
 * How the provider trusts a viewer (apps/api README "Media"). The operator signs the player's
 * video token (spec 02 §7 POST /web-api/user/updatetoken, purpose `video`) with a key the two
 * share; the provider checks the signature and the expiry itself, with no call back to the
 * operator. A page opened with a good token gets the provider's own viewing ticket for that one
 * video, so a match watched past the token's life keeps playing; a new page needs a live token.
 */
export type VideoAccess = { ok: true; playerId: number } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export function checkVideoToken(secret: string, token: string | undefined, nowMs: number): VideoAccess {
  if (!token) return { ok: false, reason: 'missing' };
  const payload = verifyToken(secret, 'video', token);
  if (!payload || typeof payload.sub !== 'number' || typeof payload.exp !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, playerId: payload.sub };
}

/** Longer than any simulated match, breaks included. */
export const VIEW_TICKET_TTL_MS = 3 * 60 * 60 * 1000;

export function signViewTicket(secret: string, videoId: string, nowMs: number): string {
  return signToken(secret, 'media_view', { videoId, exp: Math.floor((nowMs + VIEW_TICKET_TTL_MS) / 1000) });
}

/** The ticket is the provider's, for this video, and not past its expiry. */
export function isViewTicketValid(secret: string, ticket: string | undefined, videoId: string, nowMs: number): boolean {
  const payload = verifyToken(secret, 'media_view', ticket);
  return payload?.videoId === videoId && typeof payload.exp === 'number' && payload.exp * 1000 > nowMs;
}
