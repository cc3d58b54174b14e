import { sendSandboxNewsletter } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { findPlayerById } from '../auth/players';
import { registerCall } from '../http/register-call';
import { sendNewsletter } from './account-mails';

/** Control API (test and demo modes): a newsletter to one player, so its stop link can be followed. */
export function registerAccountFlowControlRoutes(app: FastifyInstance, deps: ServerDeps): void {
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerCall(scope, sendSandboxNewsletter, async ({ body, request }) => {
      const player = await findPlayerById(deps.db, body.playerId);
      return { sent: player ? sendNewsletter(deps, request, player) : false };
    });
  });
}
