import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import styles from './media.module.css';

export interface FullscreenPlayerProps {
  title: string;
  /** Leaves full screen (Escape too): the media goes back where it came from. */
  onExit: () => void;
  children: ReactNode;
}

/**
 * A media in full screen (spec 01 §3 target `fullscreen`): the whole window, a modal dialog
 * whose exit button takes the focus; Escape leaves it too, and the focus goes back where it was.
 */
export function FullscreenPlayer({ title, onExit, children }: FullscreenPlayerProps) {
  const { t } = useTranslation();
  const exit = useRef<HTMLButtonElement>(null);
  const onExitRef = useRef(onExit);
  onExitRef.current = onExit;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    exit.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onExitRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, []);
  return (
    <div
      className={styles.fullscreen}
      role="dialog"
      aria-modal="true"
      aria-label={t('media_fullscreen_label', { title })}
    >
      <div className={styles.bar}>
        <span className={styles.barTitle}>{title}</span>
        <Button ref={exit} size="sm" variant="ghost" onClick={onExit}>
          {t('media_exit_fullscreen')}
        </Button>
      </div>
      {children}
    </div>
  );
}
