import { randomBytes } from 'node:crypto';
import type { Clock } from '@bet/platform';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { Db } from '../db/database';
import { feedLang } from '../sportsbook/localized';
import { gameOfMediaId } from './broadcast-rule';
import { readMatchState, type MatchState } from './match-state';
import { mediaErrorPage, pageSecurityHeaders, videoPage, zonePage } from './media-pages';
import { checkVideoToken, isViewTicketValid, signViewTicket } from './video-access';

export interface MediaProviderDeps {
  /** The sportsbook's tables: the pages draw the simulator's games. */
  db: Db;
  /** The key shared with the operator: its video tokens are checked with it (video-access.ts). */
  secret: string;
  clock: Clock;
  /** The provider's own origin (its pages read their state from there), e.g. http://localhost:3002. */
  origin: string;
  /** The operator's origins, the only ones allowed to frame the pages. */
  frameAncestors: readonly string[];
  logger?: FastifyServerOptions['logger'];
}

export interface MediaProvider {
  /** Its own HTTP server (its own origin: main.ts listens on MEDIA_PROVIDER_PORT). */
  readonly app: FastifyInstance;
}

const isLive = (state: MatchState) => state.status === 2 || state.status === 3;

const TOKEN_REFUSALS = {
  missing: ['Sign in to watch', 'This video is for signed-in players. Sign in on the site and open it again.'],
  invalid: ['Video link not valid', 'This video link is not valid. Open the video again from the site.'],
  expired: ['Video session expired', 'Your video session has expired. Open the video again from the site.'],
} as const;

/**
 * A media provider that behaves like a real one (apps/api README "Media"): for the live games
 * the broadcast rule covers, a video page that wants the player's video token and a match-zone
 * page open to everyone, each with a strict policy of its own, and their match state as JSON.
 */
export function createMediaProvider(deps: MediaProviderDeps): MediaProvider {
  const app = Fastify({ logger: deps.logger ?? false });

  function send(reply: FastifyReply, status: number, render: (nonce: string) => string) {
    const nonce = randomBytes(16).toString('base64url');
    return reply
      .code(status)
      .headers(pageSecurityHeaders({ nonce, providerOrigin: deps.origin, frameAncestors: deps.frameAncestors }))
      .type('text/html; charset=utf-8')
      .send(render(nonce));
  }
  const refuse = (reply: FastifyReply, status: number, title: string, text: string) =>
    send(reply, status, (nonce) => mediaErrorPage(title, text, nonce));

  /** The live game behind a provider id, or the error page that ends the visit. */
  async function liveGame(
    reply: FastifyReply,
    kind: 'video' | 'zone',
    id: string,
    lang: string | undefined,
  ): Promise<MatchState | null> {
    const gameId = gameOfMediaId(kind, id);
    const state = gameId === null ? undefined : await readMatchState(deps.db, gameId, deps.clock.now(), feedLang(lang));
    if (!state) {
      await refuse(reply, 404, 'No such broadcast', 'There is no broadcast here.');
      return null;
    }
    if (!isLive(state)) {
      await refuse(reply, 410, 'Broadcast ended', 'This match is not live: its broadcast has ended.');
      return null;
    }
    return state;
  }

  type PageRequest = { Params: { id: string }; Querystring: { token?: string; lang?: string; ticket?: string } };

  app.get<PageRequest>('/video/:id', async (request, reply) => {
    const access = checkVideoToken(deps.secret, request.query.token, deps.clock.now());
    if (!access.ok) {
      const [title, text] = TOKEN_REFUSALS[access.reason];
      return refuse(reply, 401, title, text);
    }
    const state = await liveGame(reply, 'video', request.params.id, request.query.lang);
    if (!state) return reply;
    const ticket = signViewTicket(deps.secret, request.params.id, deps.clock.now());
    const stateUrl = `${deps.origin}/video/${request.params.id}/state?${new URLSearchParams({
      ticket,
      lang: request.query.lang ?? 'en',
    })}`;
    return send(reply, 200, (nonce) => videoPage(state, stateUrl, nonce));
  });

  app.get<PageRequest>('/zone/:id', async (request, reply) => {
    const state = await liveGame(reply, 'zone', request.params.id, request.query.lang);
    if (!state) return reply;
    const stateUrl = `${deps.origin}/zone/${request.params.id}/state?${new URLSearchParams({
      lang: request.query.lang ?? 'en',
    })}`;
    return send(reply, 200, (nonce) => zonePage(state, stateUrl, nonce));
  });

  /** The pages' polls: JSON for any origin (a sandboxed frame's origin is opaque), never cached. */
  async function stateOf(reply: FastifyReply, kind: 'video' | 'zone', id: string, lang: string | undefined) {
    reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
    const gameId = gameOfMediaId(kind, id);
    const state = gameId === null ? undefined : await readMatchState(deps.db, gameId, deps.clock.now(), feedLang(lang));
    if (!state) return reply.code(404).send({ error: 'no_broadcast' });
    return state;
  }

  app.get<PageRequest>('/video/:id/state', async (request, reply) => {
    if (!isViewTicketValid(deps.secret, request.query.ticket, request.params.id, deps.clock.now())) {
      reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
      return reply.code(401).send({ error: 'ticket_not_valid' });
    }
    return stateOf(reply, 'video', request.params.id, request.query.lang);
  });

  app.get<PageRequest>('/zone/:id/state', async (request, reply) =>
    stateOf(reply, 'zone', request.params.id, request.query.lang),
  );

  app.get('/health', async () => ({ ok: true }));
  app.setNotFoundHandler((_request, reply) => refuse(reply, 404, 'Not found', 'There is no page here.'));

  return { app };
}
