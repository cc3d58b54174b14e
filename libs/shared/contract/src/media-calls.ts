import { z } from 'zod/mini';
import { defineCall } from './call';

/**
 * Live media (spec 01 §3 "Media entity", spec 02 §9 "media 600000"). The spec shows no path for
 * the operator's media list: this one is ours, under /web-api/media. It answers, for every live
 * game the media provider covers, which of a video and a match zone exist and where the
 * provider serves them. The provider is another origin: its video page wants the player's video
 * token (spec 02 §7 POST /web-api/user/updatetoken) as `?token=`; its zone page is open to
 * visitors (libs/media/core README).
 */

/** The provider's id of a broadcast or a tracker: letters, digits, `-` and `_`. */
export const mediaIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

export const gameMediaSchema = z.object({
  gameId: z.int().check(z.positive()),
  sportId: z.int().check(z.positive()),
  /** The broadcast's id at the provider; null when the game has no video. */
  videoId: z.nullable(mediaIdSchema),
  /** The match zone's (tracker's) id at the provider; null when the game has none. */
  zoneId: z.nullable(mediaIdSchema),
  /** The provider's video page, without the token (the client adds `token` and `lang`). */
  videoUrl: z.nullable(z.url()),
  /** The provider's zone page (the client adds `lang`). */
  zoneUrl: z.nullable(z.url()),
});
export type GameMedia = z.output<typeof gameMediaSchema>;

/** Every live game with media, polled every 600000 ms (spec 02 §9), for visitors too. */
export const getLiveMedia = defineCall({
  name: 'getLiveMedia',
  method: 'GET',
  path: '/web-api/media/live',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ items: z.array(gameMediaSchema) }),
  background: true,
});
