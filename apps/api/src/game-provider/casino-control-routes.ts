import { CASINO_WALLET_PATHS, deliverCasinoRetries, getCasinoSandbox, setCasinoSandbox } from '@bet/contract';
import type { CasinoSandboxState } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';
import type { GameProvider } from './game-provider';

type WalletCall = keyof typeof CASINO_WALLET_PATHS;

/** The game provider's switches of the control API (contract casino-control.ts); test and demo modes only. */
export function registerCasinoControlRoutes(app: FastifyInstance, provider: GameProvider): void {
  const state = async (): Promise<CasinoSandboxState> => {
    const lost = provider.wallet.lostAnswers();
    const losePath = (Object.keys(CASINO_WALLET_PATHS) as WalletCall[]).find(
      (call) => CASINO_WALLET_PATHS[call] === lost.path,
    );
    return {
      loseNextAnswers: lost.count,
      losePath: losePath ?? null,
      waitingRetries: await provider.waitingRetries(),
    };
  };
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerCall(scope, getCasinoSandbox, () => state());
    registerCall(scope, setCasinoSandbox, ({ body }) => {
      const current = provider.wallet.lostAnswers();
      const count = body.loseNextAnswers ?? current.count;
      const path =
        body.losePath === undefined
          ? current.path
          : body.losePath === null
            ? undefined
            : CASINO_WALLET_PATHS[body.losePath];
      provider.wallet.loseNextAnswers(count, path);
      return state();
    });
    registerCall(scope, deliverCasinoRetries, () => provider.deliverAll());
  });
}
