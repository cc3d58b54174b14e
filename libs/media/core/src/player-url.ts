import type { GameMedia } from '@bet/contract';
import type { MediaType } from './media-entity';

/**
 * The provider's page for a game's video or zone (getLiveMedia's URLs), with the language and,
 * for a video, the player's video token (spec 02 §7 updatetoken, refreshed by the session every
 * 600000 ms). Null when there is no such media, or a video and no token: a visitor, or a player
 * whose token has not come yet (libs/media/core README "Who sees what").
 */
export function mediaPageUrl(
  type: MediaType,
  media: GameMedia | undefined,
  options: { token: string | null; lang: string },
): string | null {
  const base = type === 'video' ? media?.videoUrl : media?.zoneUrl;
  if (!base) return null;
  if (type === 'video' && !options.token) return null;
  const url = new URL(base);
  if (type === 'video' && options.token) url.searchParams.set('token', options.token);
  url.searchParams.set('lang', options.lang);
  return url.toString();
}
