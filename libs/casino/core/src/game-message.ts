import { gameMessageSchema, type GameMessage } from '@bet/contract';

/** What a `message` event of the window carries that the game page reads: `MessageEvent` fits. */
export interface MessageLike {
  origin: string;
  data: unknown;
}

/** Why a message was not taken: from another origin than the launch's, or not one of the documented shapes. */
export type IgnoredReason = 'origin' | 'shape' | 'noLaunch';

export type GameMessageVerdict = { accepted: true; message: GameMessage } | { accepted: false; reason: IgnoredReason };

/**
 * Issue 14: the page that frames a game takes a message only from the launch's exact origin
 * (scheme, host and port: `https://games.example` is not `https://games.example:8443` nor
 * `http://games.example`) and only in one of the shapes of the contract's gameMessageSchema;
 * anything else is ignored (the caller logs it). With no launch yet, nothing is taken.
 */
export function acceptGameMessage(event: MessageLike, launchOrigin: string | null): GameMessageVerdict {
  if (!launchOrigin) return { accepted: false, reason: 'noLaunch' };
  if (event.origin !== originOf(launchOrigin)) return { accepted: false, reason: 'origin' };
  const parsed = gameMessageSchema.safeParse(event.data);
  return parsed.success ? { accepted: true, message: parsed.data } : { accepted: false, reason: 'shape' };
}

/**
 * The launch's origin as a browser writes `MessageEvent.origin` (no trailing slash, no path):
 * the contract's `origin` is a URL, which a server may write as `http://host:port/`.
 */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
