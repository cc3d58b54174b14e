import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@bet/ui';
import { FLOATING_DEFAULT_OFFSET, FLOATING_KEY_STEP } from '@bet/media';
import styles from './media.module.css';

export interface FloatingPlayerProps {
  title: string;
  /** Px from the viewport's top-left; null: the default corner (bottom right). */
  position: { x: number; y: number } | null;
  /** The game page, for a way back to the game; empty: no link. */
  gameLink: string;
  /** Reported once a drag ends, or at each arrow key. */
  onMove: (position: { x: number; y: number }) => void;
  onFullscreen: () => void;
  onClose: () => void;
  children: ReactNode;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Keeps the player's bar on screen, so it can always be grabbed again. */
function clamp(position: { x: number; y: number }, box: { width: number; height: number }) {
  const maxX = Math.max(0, window.innerWidth - box.width);
  const maxY = Math.max(0, window.innerHeight - 40);
  return { x: Math.min(Math.max(0, position.x), maxX), y: Math.min(Math.max(0, position.y), maxY) };
}

/**
 * The floating player (issue 15; spec 01 §3 isFloating): over every page, moved by dragging its
 * bar with a pointer or by the arrow keys on its move handle, closed or put in full screen. A
 * drag moves it locally and reports once, at the end.
 */
export function FloatingPlayer({
  title,
  position,
  gameLink,
  onMove,
  onFullscreen,
  onClose,
  children,
}: FloatingPlayerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [dragged, setDragged] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ dx: number; dy: number; pointerId: number } | null>(null);
  // A new position from the store wins over a drag's leftover.
  useEffect(() => setDragged(null), [position]);

  const shown = dragged ?? position;
  const current = () => {
    const rect = ref.current?.getBoundingClientRect();
    return { x: rect?.left ?? 0, y: rect?.top ?? 0, width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button:not([data-handle]), a')) return;
    const box = current();
    drag.current = { dx: event.clientX - box.x, dy: event.clientY - box.y, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  }
  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    setDragged(clamp({ x: event.clientX - active.dx, y: event.clientY - active.dy }, current()));
  }
  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    drag.current = null;
    const box = current();
    onMove({ x: box.x, y: box.y });
  }
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const box = current();
    onMove(clamp({ x: box.x + step[0] * FLOATING_KEY_STEP, y: box.y + step[1] * FLOATING_KEY_STEP }, box));
  }

  const style = shown
    ? { left: shown.x, top: shown.y }
    : { right: FLOATING_DEFAULT_OFFSET.right, bottom: FLOATING_DEFAULT_OFFSET.bottom };
  return (
    <section ref={ref} className={styles.floating} style={style} aria-label={t('media_floating_label', { title })}>
      <div
        className={`${styles.bar} ${styles.handle}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <button
          type="button"
          data-handle
          className={`${styles.icon} ${styles.handle}`}
          aria-label={t('media_floating_move')}
          title={t('media_floating_move')}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M8 1 5.5 3.5h5zM8 15l-2.5-2.5h5zM1 8l2.5-2.5v5zM15 8l-2.5-2.5v5z" fill="currentColor" />
          </svg>
        </button>
        <span className={styles.barTitle}>
          {gameLink ? (
            <Link to={gameLink} aria-label={`${t('media_open_game')}: ${title}`}>
              {title}
            </Link>
          ) : (
            title
          )}
        </span>
        <Button size="sm" variant="ghost" onClick={onFullscreen}>
          {t('media_fullscreen')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('media_close')}
        </Button>
      </div>
      {children}
    </section>
  );
}
