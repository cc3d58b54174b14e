import { useEffect } from 'react';
import { acceptGameMessage, type GameMessageVerdict, type MessageLike } from '@bet/casino';
import styles from './casino.module.css';

/**
 * The sandbox of the game's frame (issue 14). The frame's page is the provider's, another origin:
 * `allow-same-origin` keeps the provider's own origin (its storage and its postMessage origin)
 * and never gives it ours. Never `allow-top-navigation` (the game may not move our page) nor
 * `allow-popups-to-escape-sandbox`.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

export interface GameFrameProps {
  /** The launch's page, with its one-time token. */
  url: string;
  title: string;
  /** A new launch (a retry) frames a new page: the key of the iframe. */
  attempt: number;
}

/** The provider's page in a sandboxed frame that sends no referrer. */
export function GameFrame({ url, title, attempt }: GameFrameProps) {
  return (
    <iframe
      key={attempt}
      className={styles.frame}
      src={url}
      title={title}
      sandbox={GAME_FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      // The site's Permissions-Policy denies every browser feature to the page and its frames (apps/api security).
      allow=""
    />
  );
}

/**
 * Listens to the window's messages while the game page is open and hands each to
 * `acceptGameMessage` with the launch's origin (null before a launch: nothing is taken).
 */
export function useGameMessages(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined,
  origin: string | null,
  onVerdict: (verdict: GameMessageVerdict, event: MessageLike) => void,
) {
  useEffect(() => {
    if (!target) return undefined;
    const listener = (event: MessageEvent) => {
      const message = { origin: event.origin, data: event.data as unknown };
      onVerdict(acceptGameMessage(message, origin), message);
    };
    target.addEventListener('message', listener);
    return () => target.removeEventListener('message', listener);
  }, [target, origin, onVerdict]);
}
