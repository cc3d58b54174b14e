import { createHash, randomBytes } from 'node:crypto';
import { AUTH_ERROR_CODES, getDemoSocialToken, getOneTapClientId } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { issueSocialToken } from './social-tokens';
import { readCookie, setCookie } from '../http/cookies';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';

/**
 * Names this browser to the demo provider, so "sign in with Google" in the same browser is the
 * same made-up Google account, and soc_reg signs into the same player again.
 */
export const DEMO_SOCIAL_COOKIE = 'demo_social';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
export const ONE_TAP_PATH = '/social-api/oauth/google-one-tap';

export function registerSocialRoutes(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'secret' | 'clock' | 'oneTapClientId'>,
): void {
  registerCall(app, getDemoSocialToken, ({ body, request, reply }) => {
    let browser = readCookie(request, DEMO_SOCIAL_COOKIE);
    if (!browser || !/^[A-Za-z0-9_-]{16,64}$/.test(browser)) {
      browser = randomBytes(16).toString('base64url');
      setCookie(reply, DEMO_SOCIAL_COOKIE, browser, { httpOnly: true, maxAgeSeconds: ONE_YEAR_S });
    }
    const externalId = createHash('sha256').update(`${body.network}:${browser}`).digest('hex').slice(0, 16);
    const displayName = `Demo ${body.network} ${externalId.slice(0, 4)}`;
    reply.header('cache-control', 'no-store');
    return {
      socialToken: issueSocialToken(deps, { network: body.network, externalId, displayName }),
      displayName,
    };
  });

  registerCall(app, getOneTapClientId, ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { clientId: deps.oneTapClientId ?? null };
  });

  // Spec 02 §7: the one-tap credential comes as multipart form data. Read as text: the sandbox
  // looks at none of it (see below), so it needs no multipart library.
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(ONE_TAP_PATH, async () => {
      if (!deps.oneTapClientId) {
        throw HttpError.of(503, AUTH_ERROR_CODES.oneTapUnavailable, 'One-tap sign-in is not set up on this site');
      }
      // Verifying a Google credential needs Google's keys online; the sandbox cannot, so it
      // refuses every credential rather than trusting an unverified one.
      throw HttpError.of(400, AUTH_ERROR_CODES.socialRejected, 'The sandbox cannot verify Google credentials');
    });
  });
}
