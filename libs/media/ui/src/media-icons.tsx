import { useTranslation } from 'react-i18next';
import styles from './media.module.css';

export interface MediaIconsProps {
  /** The game's name, heard in each button's name ("Video: Arsenal – Chelsea"). */
  game: string;
  hasVideo: boolean;
  hasZone: boolean;
  /** Shown somewhere now (board, floating, side, full screen): the button is pressed. */
  videoShown: boolean;
  zoneShown: boolean;
  onVideo: () => void;
  onZone: () => void;
}

function VideoGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="1" y="3.5" width="10" height="9" rx="1.5" fill="currentColor" />
      <path d="M11.5 7 15 4.5v7L11.5 9z" fill="currentColor" />
    </svg>
  );
}

function ZoneGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="1" y="3" width="14" height="10" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 3v10" stroke="currentColor" strokeWidth="1.2" />
      <circle cx="8" cy="8" r="2" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/**
 * The video and match-zone icons of a live game (issue 15): toggle buttons named for screen
 * readers, pressed while the media is shown. A game without media shows none.
 */
export function MediaIcons({ game, hasVideo, hasZone, videoShown, zoneShown, onVideo, onZone }: MediaIconsProps) {
  const { t } = useTranslation();
  if (!hasVideo && !hasZone) return null;
  return (
    <span className={styles.icons} role="group" aria-label={t('media_icons_label', { game })}>
      {hasVideo ? (
        <button
          type="button"
          className={styles.icon}
          aria-pressed={videoShown}
          aria-label={t('media_video_title', { game })}
          title={t('media_video_title', { game })}
          onClick={onVideo}
        >
          <VideoGlyph />
        </button>
      ) : null}
      {hasZone ? (
        <button
          type="button"
          className={styles.icon}
          aria-pressed={zoneShown}
          aria-label={t('media_zone_title', { game })}
          title={t('media_zone_title', { game })}
          onClick={onZone}
        >
          <ZoneGlyph />
        </button>
      ) : null}
    </span>
  );
}
