import { CASINO_WALLET_PATHS, CASINO_WALLET_SIGNATURE_HEADER } from '@bet/contract';
import type { GameLaunch, WalletMoneyResponse, WalletSessionResponse } from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { casinoSessions } from '../../db/schema';
import type { SignedInBrowser } from '../../testing/auth-test-kit';
import { authHeaders } from '../../testing/auth-test-kit';
import type { FakeClock } from '../../testing/auth-test-kit';
import type { PlayableGame, PlayableGames } from '../playable-games';
import { signWalletRequest } from '../wallet-signature';

/** A known server secret, so tests can sign as the game provider. */
export const TEST_SECRET = 'casino-wallet-test-secret-0123456789abcdef';

export const FAKE_GAMES: Record<'slot' | 'crash' | 'keno' | 'noDemo', PlayableGame> = {
  slot: { id: 501, name: 'Fruit Reels', engine: 'slot', hasDemo: true, rtpBp: 9626 },
  crash: { id: 502, name: 'Rocket Crash', engine: 'crash', hasDemo: true, rtpBp: 9700 },
  keno: { id: 503, name: 'Keno 80', engine: 'keno', hasDemo: true, rtpBp: 9500 },
  noDemo: { id: 504, name: 'High Roller Reels', engine: 'slot', hasDemo: false, rtpBp: 9626 },
};

/** A catalogue of four games standing in for the catalogue's part; records the launches. */
export function fakePlayableGames(): PlayableGames & { launched: { playerId: number; gameId: number }[] } {
  const launched: { playerId: number; gameId: number }[] = [];
  return {
    launched,
    find: async (_db, gameId) => Object.values(FAKE_GAMES).find((game) => game.id === gameId),
    onLaunched: async (_db, playerId, gameId) => {
      launched.push({ playerId, gameId });
    },
  };
}

/** A wallet request signed as the provider signs it (or with a header of the test's choosing). */
export function walletPost(
  app: FastifyInstance,
  clock: FakeClock,
  path: string,
  body: object,
  options: { signature?: string; secret?: string; signedAt?: number } = {},
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(body);
  const signature =
    options.signature ?? signWalletRequest(options.secret ?? TEST_SECRET, payload, options.signedAt ?? clock.now());
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', [CASINO_WALLET_SIGNATURE_HEADER]: signature },
    payload,
  });
}

export async function launchReal(app: FastifyInstance, browser: SignedInBrowser, gameId: number): Promise<GameLaunch> {
  const response = await app.inject({
    method: 'POST',
    url: '/web-api/casino/launch/real',
    headers: authHeaders(browser),
    payload: { gameId, lang: 'en' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GameLaunch>();
}

export const tokenOf = (launch: GameLaunch): string => new URL(launch.url).searchParams.get('token') ?? '';

/** Launches and exchanges the token as the provider does: the wallet session. */
export async function openSession(
  app: FastifyInstance,
  clock: FakeClock,
  browser: SignedInBrowser,
  gameId = FAKE_GAMES.slot.id,
): Promise<WalletSessionResponse> {
  const launch = await launchReal(app, browser, gameId);
  const response = await walletPost(app, clock, CASINO_WALLET_PATHS.session, { token: tokenOf(launch) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WalletSessionResponse>();
}

let counter = 0;
export const txId = (prefix = 't') => `${prefix}_${Date.now().toString(36)}_${(counter += 1)}`;

export async function bet(
  app: FastifyInstance,
  clock: FakeClock,
  sessionId: string,
  amount: number,
  ids: { transactionId?: string; roundId?: string } = {},
): Promise<LightMyRequestResponse> {
  return walletPost(app, clock, CASINO_WALLET_PATHS.bet, {
    sessionId,
    transactionId: ids.transactionId ?? txId('b'),
    roundId: ids.roundId ?? txId('r'),
    amount,
  });
}

export const moneyAnswer = (response: LightMyRequestResponse): WalletMoneyResponse =>
  response.json<WalletMoneyResponse>();

export async function sessionRow(db: Db, sessionId: string) {
  const [row] = await db.select().from(casinoSessions).where(eq(casinoSessions.id, sessionId));
  return row;
}
