import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@bet/ui';
import styles from './media.module.css';

export interface SideZoneItem {
  id: string;
  title: string;
  gameLink: string;
  view: ReactNode;
}

export interface SideZonesProps {
  items: readonly SideZoneItem[];
  onClose: (id: string) => void;
}

/** The match zones pinned beside the pages (spec 01 §3 target `side`; kept between visits). */
export function SideZones({ items, onClose }: SideZonesProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className={styles.side} aria-label={t('media_side_zones_label')}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} aria-label={item.title}>
          <div className={styles.bar}>
            <span className={styles.barTitle}>
              {item.gameLink ? <Link to={item.gameLink}>{item.title}</Link> : item.title}
            </span>
            <Button size="sm" variant="ghost" onClick={() => onClose(item.id)}>
              {t('media_close')}
            </Button>
          </div>
          {item.view}
        </li>
      ))}
    </ul>
  );
}
