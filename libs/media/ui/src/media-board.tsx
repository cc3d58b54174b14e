import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import styles from './media.module.css';

export interface MediaBoardItem {
  id: string;
  /** Its heading ("Video: Arsenal – Chelsea"). */
  title: string;
  /** The framed media (MediaView). */
  view: ReactNode;
}

export interface MediaBoardProps {
  items: readonly MediaBoardItem[];
  onFloat: (id: string) => void;
  onFullscreen: (id: string) => void;
  onClose: (id: string) => void;
}

/** The game page's board (spec 01 §3 target `board`): its video and zone, each with its controls. */
export function MediaBoard({ items, onFloat, onFullscreen, onClose }: MediaBoardProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className={styles.board} aria-label={t('media_board_label')}>
      {items.map((item) => (
        <figure key={item.id} className={styles.item} aria-label={item.title}>
          <figcaption className={styles.bar}>
            <span className={styles.barTitle}>{item.title}</span>
            <Button size="sm" variant="ghost" onClick={() => onFloat(item.id)}>
              {t('media_to_floating')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onFullscreen(item.id)}>
              {t('media_fullscreen')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onClose(item.id)}>
              {t('media_close')}
            </Button>
          </figcaption>
          {item.view}
        </figure>
      ))}
    </section>
  );
}
