import { createHmac, randomBytes } from 'node:crypto';
import { getFingerprint, getSecureData, getToken, loadSession, updateVideoToken } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { issueAccessToken } from './access-tokens';
import type { ServerDeps } from '../server-deps';
import { requireSignIn, signedInOf, unauthorized } from './auth-guard';
import { toSeconds } from '../http/epoch-seconds';
import { issueFingerprint } from './fingerprint';
import { readSessionId, setTokenCookie } from './session-cookies';
import { findLiveSession } from './sessions';
import { signToken } from './signing';
import { registerCall } from '../http/register-call';

/** Spec 02 §7: the video token is refreshed every 10 minutes; it lives a little longer. */
export const VIDEO_TOKEN_TTL_S = 15 * 60;

export function registerSessionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  // Spec 02 §7 "Session and token": a fresh token for the browser's live session (sid cookie).
  registerCall(app, getToken, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const session = await findLiveSession(deps.db, deps.clock, readSessionId(request));
    if (!session) throw unauthorized('No live session: sign in again');
    const token = issueAccessToken(deps.secret, deps.clock, session.playerId, session.id);
    setTokenCookie(reply, session, token);
    return { token };
  });

  // Spec 02 §7: text, not JSON, never cached. What it says is ours: the browser's state.
  registerCall(app, loadSession, async ({ request, reply }) => {
    reply.header('cache-control', 'no-cache, no-store');
    const session = await findLiveSession(deps.db, deps.clock, readSessionId(request));
    return session ? 'signed_in' : 'guest';
  });

  registerCall(
    app,
    updateVideoToken,
    ({ request, reply }) => {
      const { player } = signedInOf(request);
      const iat = toSeconds(deps.clock.now());
      reply.header('cache-control', 'no-store');
      return { token: signToken(deps.secret, 'video', { sub: player.id, iat, exp: iat + VIDEO_TOKEN_TTL_S }) };
    },
    { preHandler: requireSignIn(deps, { terms: true }) },
  );

  // Spec 02 §3/§7: ggru (stable per player) and a grant key bound to a new cookie id.
  registerCall(
    app,
    getSecureData,
    ({ request, reply }) => {
      const { player } = signedInOf(request);
      const cookieId = randomBytes(12).toString('base64url');
      const mac = (text: string) => createHmac('sha256', deps.secret).update(text).digest('base64url');
      reply.header('cache-control', 'no-store');
      return {
        ggru: mac(`ggru:${player.id}`).slice(0, 32),
        grant: { cookieId, key: mac(`grant:${player.id}:${cookieId}`).slice(0, 32) },
      };
    },
    { preHandler: requireSignIn(deps, { terms: true }) },
  );

  registerCall(app, getFingerprint, ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return issueFingerprint(deps, body.componentsData);
  });
}
