import { randomBytes } from 'node:crypto';
import {
  CASINO_ERROR_CODES,
  CASINO_LAUNCH_TOKEN_TTL_S,
  getCasinoRounds,
  LIMIT_TYPES,
  launchDemoGame,
  launchRealGame,
} from '@bet/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { accounts, casinoRounds, casinoSessions, currencies } from '../db/schema';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { checkStakeLimits } from '../limits/stake-limit-check';
import type { ServerDeps } from '../server-deps';
import { signDemoLaunch } from './demo-launch-token';
import type { PlayableGame } from './playable-games';
import { hashLaunchToken } from './seamless-wallet';

export type LaunchDeps = Pick<
  ServerDeps,
  'db' | 'secret' | 'clock' | 'faults' | 'tokenCutoff' | 'playableGames' | 'gameProviderUrl' | 'gameSiteOrigins'
>;

const refuse = (status: number, code: string, detail: string) => HttpError.of(status, code, detail);

/**
 * The site's origin the game posts its messages to: the origin the launch came from when it is
 * one of the site's (the site, or the dev server in front of it), else the site's own.
 */
export function siteOriginOf(request: FastifyRequest, origins: readonly string[]): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origins.includes(origin) ? origin : (origins[0] ?? 'http://localhost:3000');
}

/**
 * Launching a game (spec 01 §2 casino game pages): the demo launch for anyone, the real one for
 * a signed-in player who may stake, with a one-time token good for CASINO_LAUNCH_TOKEN_TTL_S
 * (only its hash is kept); and the player's rounds (README "Game provider and seamless wallet").
 */
export function registerLaunchRoutes(app: FastifyInstance, deps: LaunchDeps): void {
  const providerOrigin = new URL(deps.gameProviderUrl).origin;
  const preHandler = requireSignIn(deps, { terms: true });

  async function game(gameId: number): Promise<PlayableGame> {
    const found = await deps.playableGames.find(deps.db, gameId);
    if (!found) throw refuse(404, CASINO_ERROR_CODES.gameNotFound, `No game ${gameId}`);
    return found;
  }

  registerCall(
    app,
    launchDemoGame,
    async ({ body, request }) => {
      const found = await game(body.gameId);
      if (!found.hasDemo)
        throw refuse(403, CASINO_ERROR_CODES.demoUnavailable, 'This game has no demo: sign in to play');
      const token = signDemoLaunch(deps.secret, {
        gameId: found.id,
        engine: found.engine,
        siteOrigin: siteOriginOf(request, deps.gameSiteOrigins),
        lang: body.lang,
        expiresAt: Math.floor(deps.clock.now() / 1000) + CASINO_LAUNCH_TOKEN_TTL_S,
      });
      const url = `${providerOrigin}/launch?${new URLSearchParams({ mode: 'demo', token, lang: body.lang })}`;
      return { mode: 'demo' as const, url, origin: providerOrigin };
    },
    { noStore: true },
  );

  registerCall(
    app,
    launchRealGame,
    async ({ body, request }) => {
      const { player } = signedInOf(request);
      const found = await game(body.gameId);
      if (player.banLevel > 0) {
        throw refuse(
          403,
          CASINO_ERROR_CODES.playRestricted,
          'Play for money is closed while the account is restricted',
        );
      }
      const rows = await deps.db
        .select({ id: accounts.id, type: accounts.type, isActive: accounts.isActive, iso: currencies.code })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
        .where(eq(accounts.playerId, player.id));
      // The active account (the one the header shows), else the main one; never the bonus account.
      const account = rows.find((row) => row.isActive && row.type !== 4) ?? rows.find((row) => row.type === 0);
      if (!account) throw refuse(403, CASINO_ERROR_CODES.playRestricted, 'The player has no account to play from');
      const now = new Date(deps.clock.now());
      const token = randomBytes(32).toString('base64url');
      await deps.db.transaction(async (tx) => {
        // A self-exclusion refuses every stake: no session is opened that could only be refused.
        const shortfall = await checkStakeLimits(tx, {
          playerId: player.id,
          amount: 0,
          at: now,
          accountId: account.id,
        });
        if (shortfall?.limitType === LIMIT_TYPES.selfExclusion) {
          throw refuse(403, CASINO_ERROR_CODES.playRestricted, 'The player is self-excluded');
        }
        await tx.insert(casinoSessions).values({
          id: `gs_${randomBytes(12).toString('base64url')}`,
          tokenHash: hashLaunchToken(token),
          tokenExpiresAt: new Date(now.getTime() + CASINO_LAUNCH_TOKEN_TTL_S * 1000),
          tokenUsedAt: null,
          playerId: player.id,
          accountId: account.id,
          currency: account.iso,
          gameId: found.id,
          gameName: found.name,
          engine: found.engine,
          siteOrigin: siteOriginOf(request, deps.gameSiteOrigins),
          lang: body.lang,
          createdAt: now,
        });
      });
      await deps.playableGames.onLaunched?.(deps.db, player.id, found.id);
      const url = `${providerOrigin}/launch?${new URLSearchParams({ mode: 'real', token, lang: body.lang })}`;
      return { mode: 'real' as const, url, origin: providerOrigin };
    },
    { preHandler, noStore: true },
  );

  registerCall(
    app,
    getCasinoRounds,
    async ({ query, request }) => {
      const { player } = signedInOf(request);
      const rows = await deps.db
        .select()
        .from(casinoRounds)
        .where(and(eq(casinoRounds.playerId, player.id)))
        .orderBy(desc(casinoRounds.startedAt), desc(casinoRounds.id))
        .limit(query.limit);
      return {
        items: rows.map((row) => ({
          roundId: row.id,
          gameId: row.gameId,
          gameName: row.gameName,
          currency: row.currency,
          stake: row.stake,
          win: row.win,
          status: row.status,
          startedAt: Math.floor(row.startedAt.getTime() / 1000),
        })),
      };
    },
    { preHandler, noStore: true },
  );
}
