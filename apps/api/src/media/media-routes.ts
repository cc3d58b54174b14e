import { getLiveMedia } from '@bet/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games } from '../db/schema';
import { registerCall } from '../http/register-call';
import { mediaIdsOf } from '../media-provider/broadcast-rule';
import type { ServerDeps } from '../server-deps';

/**
 * The operator's media list (contract media-calls.ts): for every live game the provider covers
 * (its broadcast rule), which of a video and a zone exist and the provider's pages for them.
 */
export function registerMediaRoutes(app: FastifyInstance, deps: Pick<ServerDeps, 'db' | 'mediaProviderUrl'>): void {
  registerCall(app, getLiveMedia, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    const live = await deps.db
      .select({ id: games.id, sportId: games.sportId })
      .from(games)
      .where(inArray(games.status, [2, 3]))
      .orderBy(games.id);
    const items = live.flatMap((game) => {
      const { videoId, zoneId } = mediaIdsOf(game.id);
      if (videoId === null && zoneId === null) return [];
      return [
        {
          gameId: game.id,
          sportId: game.sportId,
          videoId,
          zoneId,
          videoUrl: videoId === null ? null : `${deps.mediaProviderUrl}/video/${videoId}`,
          zoneUrl: zoneId === null ? null : `${deps.mediaProviderUrl}/zone/${zoneId}`,
        },
      ];
    });
    return { items };
  });
}
