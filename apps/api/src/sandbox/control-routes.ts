import {
  endSessions,
  expireTokens,
  getCaptchaAnswer,
  getSandboxFaults,
  getSandboxMessages,
  publishTerms,
  resetSandbox,
  setSandboxFaults,
} from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { toSeconds } from '../http/epoch-seconds';
import { endAllSessions } from '../auth/sessions';
import { publishTermsNow } from '../auth/terms';
import { registerCall } from '../http/register-call';

/** The control API (DESIGN.md "The sandbox"); the server registers it only in test and demo modes. */
export function registerControlRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { faults } = deps;
  // An encapsulated scope, so the hook touches these routes only.
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerCall(scope, getSandboxFaults, () => faults.get());
    registerCall(scope, setSandboxFaults, ({ body }) => faults.set(body));
    // Faults, countdowns and the in-memory state (outbox, captchas, codes, wrong-password
    // counts, attempt limits, the provider's switches) and the provider's waiting callbacks go back to a clean
    // start; the rest of the database, and so the feed, is left alone. In test mode the
    // simulator pauses again, as it started (tests step it).
    registerCall(scope, resetSandbox, async () => {
      deps.outbox.clear();
      deps.captchas.clear();
      deps.codes.clear();
      deps.attempts.clear();
      // The attempt limits too, so a suite that signs in many times from one address never trips them.
      deps.attemptLimits.clear();
      // The provider's waiting callbacks are dropped; its transactions stay (its own records).
      await deps.paymentProvider.reset();
      deps.paymentRefusals.clear();
      if (deps.mode === 'test') deps.simulator.set({ running: false });
      return faults.reset();
    });
    registerCall(scope, expireTokens, () => ({ expiredAt: toSeconds(deps.tokenCutoff.expireNow()) }));
    registerCall(scope, endSessions, async () => ({ ended: await endAllSessions(deps.db, deps.clock) }));
    registerCall(scope, publishTerms, async () => ({
      updatedAt: toSeconds(await publishTermsNow(deps.db, deps.clock)),
    }));
    registerCall(scope, getSandboxMessages, ({ query }) => ({ messages: deps.outbox.list(query.to) }));
    registerCall(scope, getCaptchaAnswer, () => {
      const challenge = deps.captchas.newest();
      return challenge ? { time: challenge.time, answer: challenge.answer } : null;
    });
  });
}
