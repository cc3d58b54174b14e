import {
  CASINO_WALLET_ERROR_CODES as E,
  CASINO_WALLET_PATHS,
  CASINO_WALLET_SIGNATURE_HEADER,
  walletBalanceRequestSchema,
  walletBetRequestSchema,
  walletRollbackRequestSchema,
  walletSessionRequestSchema,
  walletWinRequestSchema,
} from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from '../server-deps';
import { openWalletSession, walletBalance, walletBet, walletRollback, walletWin } from './seamless-wallet';
import { checkWalletSignature } from './wallet-signature';
import { refuseWallet } from './wallet-refusal';

type WalletDeps = Pick<ServerDeps, 'db' | 'secret' | 'clock'>;

/**
 * The seamless wallet's endpoints (server to server, the game provider calls them): the
 * signature is checked over the raw body first (a bad or old one is 401 and logged), then the
 * body against the contract (casino-wallet.ts), then the call runs (seamless-wallet.ts).
 */
export function registerWalletRoutes(app: FastifyInstance, deps: WalletDeps): void {
  void app.register(async (scope) => {
    // Its own scope: the raw body is kept for the signature, other routes parse JSON as usual.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    function route<S extends z.core.$ZodType>(
      path: string,
      schema: S,
      run: (body: z.output<S>, now: Date) => Promise<unknown>,
    ) {
      scope.post(path, async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[CASINO_WALLET_SIGNATURE_HEADER];
        const signature = checkWalletSignature(
          deps.secret,
          Array.isArray(header) ? header[0] : header,
          raw,
          deps.clock.now(),
        );
        if (!signature.ok) {
          request.log.warn({ path, reason: signature.reason }, 'wallet request refused: signature');
          throw refuseWallet(E.badSignature, `The request signature is not valid (${signature.reason})`);
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw refuseWallet(E.invalidBody, 'The body is not JSON');
        }
        const body = z.safeParse(schema, parsed);
        if (!body.success) throw refuseWallet(E.invalidBody, `The body is not a wallet request: ${body.error.message}`);
        const answer = await run(body.data, new Date(deps.clock.now()));
        // Never the body: the session call carries the launch token.
        const { transactionId } = body.data as { transactionId?: string };
        request.log.info({ path, transactionId }, 'wallet call');
        return answer;
      });
    }

    route(CASINO_WALLET_PATHS.session, walletSessionRequestSchema, (body, now) =>
      openWalletSession(deps.db, body.token, now),
    );
    route(CASINO_WALLET_PATHS.balance, walletBalanceRequestSchema, (body) => walletBalance(deps.db, body.sessionId));
    route(CASINO_WALLET_PATHS.bet, walletBetRequestSchema, (body, now) => walletBet(deps.db, body, now));
    route(CASINO_WALLET_PATHS.win, walletWinRequestSchema, (body, now) => walletWin(deps.db, body, now));
    route(CASINO_WALLET_PATHS.rollback, walletRollbackRequestSchema, (body, now) => walletRollback(deps.db, body, now));
  });
}
