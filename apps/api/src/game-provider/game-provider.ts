import { randomBytes } from 'node:crypto';
import {
  CASINO_WALLET_ERROR_CODES,
  CASINO_WALLET_PATHS,
  walletMoneyResponseSchema,
  walletSessionResponseSchema,
} from '@bet/contract';
import type { GameEngine, GameMode } from '@bet/contract';
import type { Clock, Random } from '@bet/platform';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { readDemoLaunch } from '../casino-wallet/demo-launch-token';
import type { Db } from '../db/database';
import { gameErrorPage, gamePage, gamePageHeaders } from './game-pages';
import { GAME_SCRIPT, GAME_STYLE } from './game-script';
import { checkAsk, drawRound } from './play-round';
import type { RoundAsk, RoundOutcome } from './play-round';
import { createRetryQueue } from './retry-queue';
import { createWalletClient } from './wallet-client';
import type { WalletClient, WalletTransport } from './wallet-client';

/** Play money a demo session starts with (minor units of DEMO_CURRENCY). */
export const DEMO_BALANCE = 100_000;
export const DEMO_CURRENCY = 'FUN';
const MAX_SESSIONS = 10_000;

interface ProviderSession {
  id: string;
  mode: GameMode;
  engine: GameEngine;
  /** The operator's wallet session (real mode). */
  walletSessionId: string | null;
  currency: string;
  /** Demo: the play money; real: the last balance the wallet answered. */
  balance: number;
}

export type RoundAnswer =
  | {
      ok: true;
      mode: GameMode;
      roundId: string;
      stake: number;
      win: number;
      balance: number;
      currency: string;
      outcome: RoundOutcome;
    }
  | { ok: false; code: string; message: string };

export interface GameProviderDeps {
  /** Where the provider keeps its own records (game_provider_retries), so a restart loses no retry. */
  db: Db;
  /** The key shared with the operator: wallet requests are signed with it, demo launches checked. */
  secret: string;
  clock: Clock;
  /** Every outcome is drawn from it (tests pass a seeded one). */
  random: Random;
  /** The provider's own origin, e.g. http://localhost:3003. */
  origin: string;
  /** The operator's site origins, the only ones allowed to frame the game pages. */
  frameAncestors: readonly string[];
  /** How a wallet request reaches the operator (HTTP in main.ts, an inject in tests). */
  transport: WalletTransport;
  walletTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
}

export interface GameProvider {
  /** Its own HTTP server (its own origin: main.ts listens on GAME_PROVIDER_PORT). */
  readonly app: FastifyInstance;
  /** Sends the wins and rollbacks that are due again. */
  tick(): Promise<void>;
  /** Sends every waiting win and rollback now. */
  deliverAll(): Promise<{ delivered: number; waiting: number }>;
  /** Wins and rollbacks not acknowledged yet. */
  waitingRetries(): Promise<number>;
  /** The wallet client's sandbox faults (lose the next answers). */
  readonly wallet: WalletClient;
  /** Plays a round of a session as the page asks it (the route's work; tests call it too). */
  playRound(sessionId: string, ask: RoundAsk): Promise<RoundAnswer>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

const LAUNCH_REFUSALS: Record<string, [number, string, string]> = {
  [CASINO_WALLET_ERROR_CODES.tokenUsed]: [
    409,
    'Game link already used',
    'This game link was already opened. Open the game again from the site.',
  ],
  [CASINO_WALLET_ERROR_CODES.tokenExpired]: [
    410,
    'Game link expired',
    'This game link has expired. Open the game again from the site.',
  ],
};

/**
 * A game provider that behaves like a real one (apps/api README "Game provider and seamless
 * wallet"): its launch page takes the operator's one-time token (exchanged server to server for
 * a wallet session) or a signed demo launch, serves the game under its own policy, and decides
 * every round on its server. Real money moves through the operator's wallet: a bet, then a win
 * (0 when nothing is won); a bet without an answer is rolled back, and wins and rollbacks are
 * retried until the wallet acknowledges them (kept in its own table: a restart loses none).
 */
export function createGameProvider(deps: GameProviderDeps): GameProvider {
  const app = Fastify({ logger: deps.logger ?? false });
  const origin = new URL(deps.origin).origin;
  const sessions = new Map<string, ProviderSession>();
  const wallet = createWalletClient({
    secret: deps.secret,
    clock: deps.clock,
    transport: deps.transport,
    ...(deps.walletTimeoutMs === undefined ? {} : { timeoutMs: deps.walletTimeoutMs }),
  });
  const queue = createRetryQueue({
    db: deps.db,
    wallet,
    clock: deps.clock,
    onGiveUp: (path, request, reason) => app.log.error({ path, request, reason }, 'wallet refused a retried call'),
  });

  function remember(session: ProviderSession): void {
    if (sessions.size >= MAX_SESSIONS) {
      const oldest = sessions.keys().next().value;
      if (oldest !== undefined) sessions.delete(oldest);
    }
    sessions.set(session.id, session);
  }

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .headers(gamePageHeaders(origin, deps.frameAncestors))
      .type('text/html; charset=utf-8')
      .send(html);
  const refuse = (reply: FastifyReply, status: number, title: string, text: string) =>
    page(reply, status, gameErrorPage(title, text));

  app.get<{ Querystring: { mode?: string; token?: string; lang?: string } }>('/launch', async (request, reply) => {
    const { mode, token } = request.query;
    if (mode === 'demo') {
      const launch = readDemoLaunch(deps.secret, token, deps.clock.now());
      if (!launch.ok) {
        return launch.reason === 'expired'
          ? refuse(reply, 410, 'Game link expired', 'This game link has expired. Open the game again from the site.')
          : refuse(
              reply,
              400,
              'Game link not valid',
              'This game link is not valid. Open the game again from the site.',
            );
      }
      const session: ProviderSession = {
        id: newId('ps'),
        mode: 'demo',
        engine: launch.claims.engine,
        walletSessionId: null,
        currency: DEMO_CURRENCY,
        balance: DEMO_BALANCE,
      };
      remember(session);
      return page(
        reply,
        200,
        gamePage({ ...view(session), siteOrigin: launch.claims.siteOrigin, lang: launch.claims.lang }),
      );
    }
    if (mode !== 'real' || !token) {
      return refuse(
        reply,
        400,
        'Game link not valid',
        'This game link is not valid. Open the game again from the site.',
      );
    }
    const exchange = await wallet.call(CASINO_WALLET_PATHS.session, { token });
    if (exchange.kind === 'unknown') {
      request.log.warn({ reason: exchange.reason }, 'wallet session exchange failed');
      return refuse(reply, 503, 'Game not available', 'The game cannot start now. Try again in a moment.');
    }
    if (exchange.kind === 'refused') {
      const [status, title, text] = LAUNCH_REFUSALS[exchange.code] ?? [
        400,
        'Game link not valid',
        'This game link is not valid. Open the game again from the site.',
      ];
      return refuse(reply, status, title, text);
    }
    const opened = walletSessionResponseSchema.safeParse(exchange.body);
    if (!opened.success) return refuse(reply, 502, 'Game not available', 'The game cannot start now. Try again later.');
    const session: ProviderSession = {
      id: newId('ps'),
      mode: 'real',
      engine: opened.data.engine,
      walletSessionId: opened.data.sessionId,
      currency: opened.data.currency,
      balance: opened.data.balance,
    };
    remember(session);
    return page(reply, 200, gamePage({ ...view(session), siteOrigin: opened.data.siteOrigin, lang: opened.data.lang }));
  });

  function view(session: ProviderSession) {
    return {
      providerOrigin: origin,
      sessionId: session.id,
      engine: session.engine,
      mode: session.mode,
      currency: session.currency,
      balance: session.balance,
    };
  }

  app.get('/game.js', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .type('text/javascript; charset=utf-8')
      .send(GAME_SCRIPT),
  );
  app.get('/game.css', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .type('text/css; charset=utf-8')
      .send(GAME_STYLE),
  );

  async function playRound(sessionId: string, ask: RoundAsk): Promise<RoundAnswer> {
    const session = sessions.get(sessionId);
    if (!session)
      return { ok: false, code: 'session_not_found', message: 'This game session has ended. Open the game again.' };
    const problem = checkAsk(session.engine, ask);
    if (problem) return { ok: false, code: 'invalid_round', message: problem };
    const roundId = newId('r');

    if (session.mode === 'demo') {
      if (session.balance < ask.stake) {
        session.balance = DEMO_BALANCE;
        return { ok: false, code: 'insufficient_funds', message: 'Out of play money: the demo balance is refilled.' };
      }
      const { outcome, win } = drawRound(session.engine, ask, deps.random);
      session.balance += win - ask.stake;
      return {
        ok: true,
        mode: 'demo',
        roundId,
        stake: ask.stake,
        win,
        balance: session.balance,
        currency: session.currency,
        outcome,
      };
    }

    const walletSessionId = session.walletSessionId ?? '';
    const betTransactionId = newId('b');
    const bet = await wallet.call(CASINO_WALLET_PATHS.bet, {
      sessionId: walletSessionId,
      transactionId: betTransactionId,
      roundId,
      amount: ask.stake,
    });
    if (bet.kind === 'unknown') {
      // The operator may have taken the stake: the rollback returns it (or stops a late bet).
      app.log.warn({ roundId, reason: bet.reason }, 'bet unanswered: rolled back');
      await queue.add(CASINO_WALLET_PATHS.rollback, {
        sessionId: walletSessionId,
        transactionId: newId('rb'),
        betTransactionId,
        roundId,
      });
      return { ok: false, code: 'round_cancelled', message: 'The round did not start: the stake is returned.' };
    }
    if (bet.kind === 'refused') {
      const message =
        bet.code === CASINO_WALLET_ERROR_CODES.insufficientFunds
          ? 'Your balance is too low for this stake.'
          : bet.code === CASINO_WALLET_ERROR_CODES.limitExceeded
            ? 'This stake is over your wagering or loss limit.'
            : bet.code === CASINO_WALLET_ERROR_CODES.playRestricted
              ? 'Play for money is not available on your account now.'
              : 'The stake was refused.';
      return { ok: false, code: bet.code, message };
    }
    const afterBet = walletMoneyResponseSchema.parse(bet.body);
    const { outcome, win } = drawRound(session.engine, ask, deps.random);
    const winRequest = {
      sessionId: walletSessionId,
      transactionId: newId('w'),
      roundId,
      amount: win,
      roundEnded: true,
    };
    const paid = await wallet.call(CASINO_WALLET_PATHS.win, winRequest);
    let balance = afterBet.balance + win;
    if (paid.kind === 'done') balance = walletMoneyResponseSchema.parse(paid.body).balance;
    else if (paid.kind === 'unknown') await queue.add(CASINO_WALLET_PATHS.win, winRequest);
    else app.log.error({ roundId, code: paid.code }, 'wallet refused a win');
    session.balance = balance;
    return { ok: true, mode: 'real', roundId, stake: ask.stake, win, balance, currency: session.currency, outcome };
  }

  app.post<{ Body: unknown }>('/api/round', async (request, reply) => {
    // The page may be in a sandboxed frame (an opaque origin): its calls come from anywhere and
    // carry no credentials; the session id in the body is what names the player's session.
    reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return reply.code(400).send({ ok: false, code: 'invalid_round', message: 'The request is not JSON.' });
      }
    }
    const ask = (body ?? {}) as Partial<RoundAsk> & { session?: unknown };
    if (typeof ask.session !== 'string' || typeof ask.stake !== 'number') {
      return reply
        .code(400)
        .send({ ok: false, code: 'invalid_round', message: 'A round needs a session and a stake.' });
    }
    const answer = await playRound(ask.session, {
      stake: ask.stake,
      ...(ask.target === undefined ? {} : { target: ask.target }),
      ...(ask.picks === undefined ? {} : { picks: ask.picks }),
    });
    return reply.code(answer.ok ? 200 : answer.code === 'session_not_found' ? 404 : 422).send(answer);
  });

  app.get('/health', async () => ({ ok: true }));

  return {
    app,
    wallet,
    playRound,
    async tick() {
      await queue.flush();
    },
    waitingRetries: () => queue.waiting(),
    async deliverAll() {
      const delivered = await queue.flush(true);
      return { delivered, waiting: await queue.waiting() };
    },
  };
}
