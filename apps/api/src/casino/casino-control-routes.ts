import { setCasinoGamePosition } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { gameNotFound } from './casino-routes';
import { moveGame } from './lobby-order';

/** The casino switches of the control API (contract casino-catalogue-control.ts); test and demo modes only. */
export function registerCatalogueControlRoutes(app: FastifyInstance, deps: Pick<ServerDeps, 'db'>): void {
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerCall(scope, setCasinoGamePosition, async ({ body }) => {
      const moved = await moveGame(deps.db, body.gameId, body.position);
      if (!moved) throw gameNotFound(body.gameId);
      return { gameId: body.gameId, ...moved };
    });
  });
}
