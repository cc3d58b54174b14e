import { setGameState, setMarket, setSimulator, stepSimulator } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { registerCall } from '../http/register-call';
import { setGameStatus, setMarketState } from './feed-control';
import { createSeededRandom } from '@bet/platform';

/**
 * The simulator's switches (contract sportsbook-control.ts); the server registers them only in
 * test and demo modes, like the rest of the control API. Every change goes through the
 * simulator's queue so it never interleaves with a step.
 */
export function registerSportsbookControlRoutes(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'clock' | 'simulator'>,
): void {
  const { db, clock, simulator } = deps;
  // New line games of finished ones are drawn from their own PRNG, apart from the simulator's.
  const random = createSeededRandom(7);
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerCall(scope, setSimulator, ({ body }) => simulator.set(body));
    registerCall(scope, stepSimulator, async ({ body }) => ({ version: await simulator.step(body.steps) }));
    registerCall(scope, setMarket, async ({ body }) => {
      const state = await simulator.exclusive(() =>
        setMarketState(db, {
          marketId: body.marketId,
          coefMilli: body.coef === undefined ? undefined : Math.round(body.coef * 1000),
          isBlocked: body.isBlocked,
        }),
      );
      return { marketId: state.marketId, coef: state.coefMilli / 1000, isBlocked: state.isBlocked };
    });
    registerCall(scope, setGameState, async ({ body }) => {
      const settledCoupons = await simulator.exclusive(async () => {
        const { finished } = await setGameStatus(db, clock.now(), random, body);
        // Settled after the change is committed, so the bets part reads the final score.
        return finished ? simulator.settle(body.gameId) : 0;
      });
      return { gameId: body.gameId, status: body.status, settledCoupons };
    });
  });
}
