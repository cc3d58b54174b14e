import { getAnalyticsCounters, getSandboxCookieAgreements, saveCookiesAgreement } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { demoAnalyticsCounters } from './analytics-counters';
import { listCookieAgreements, storeCookieAgreement } from './cookie-agreements';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { hasControlApi } from '../sandbox/sandbox-mode';

/**
 * Spec 02 §7 "Save cookies agreement time" and "Analytics counters" (paths ours); in test and
 * demo modes also the control API's list of stored agreements.
 */
export function registerConsentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerCall(
    app,
    saveCookiesAgreement,
    async ({ body, request, reply }) => {
      if (deps.faults.get().cookieAgreementUnavailable) {
        throw HttpError.of(500, 'cookie_agreement_unavailable', 'Saving the cookie agreement failed (sandbox fault)');
      }
      const { player } = signedInOf(request);
      await storeCookieAgreement(deps.db, player.id, new Date(body.cookiesAgreeTime), body.cookiesAgreeType ?? null);
      reply.header('cache-control', 'no-store');
      return { success: true as const };
    },
    // Spec 02 §6: office calls carry the auth header; terms need not be confirmed to agree to cookies.
    { preHandler: requireSignIn(deps, { terms: false }) },
  );

  registerCall(app, getAnalyticsCounters, ({ query }) => {
    if (deps.faults.get().analyticsCountersUnavailable) {
      throw HttpError.of(503, 'analytics_counters_unavailable', 'Analytics counters are unavailable (sandbox fault)');
    }
    return demoAnalyticsCounters(query.domain, query.projectId);
  });

  if (hasControlApi(deps.mode)) {
    void app.register(async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      registerCall(scope, getSandboxCookieAgreements, () => listCookieAgreements(deps.db));
    });
  }
}
