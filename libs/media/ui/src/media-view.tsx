import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import styles from './media.module.css';

export interface MediaViewProps {
  /** The frame's name ("Video: Arsenal – Chelsea"). */
  title: string;
  /** The provider's page; null while there is none to show (see needsSignIn). */
  src: string | null;
  /** A video for a visitor: the prompt to sign in takes the frame's place. */
  needsSignIn: boolean;
  onSignIn: () => void;
}

/**
 * A video or zone of the media provider, framed. The frame is another origin, sandboxed with
 * scripts only: no allow-same-origin, so it runs with an opaque origin, never ours, and cannot
 * navigate the page, open windows or submit forms; no referrer leaves with the token.
 */
export function MediaView({ title, src, needsSignIn, onSignIn }: MediaViewProps) {
  const { t } = useTranslation();
  if (src) {
    return (
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        allow=""
      />
    );
  }
  if (needsSignIn) {
    return (
      <div className={styles.note} role="note" aria-label={title}>
        <p>{t('media_sign_in_prompt')}</p>
        <Button onClick={onSignIn}>{t('media_sign_in')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.note} role="status" aria-label={title}>
      {t('media_video_waiting')}
    </div>
  );
}
