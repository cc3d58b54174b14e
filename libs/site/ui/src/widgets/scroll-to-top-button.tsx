import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import styles from './widgets.module.css';

export interface ScrollToTopButtonProps {
  /** Spec 02 §9: after one screen of scrolling on desktop (`isScrollToTopShown`). */
  visible: boolean;
  onClick: () => void;
}

/** Spec 01 §2 scroll-to-top: a real button, so it is in the tab order and works with Enter and Space. */
export function ScrollToTopButton({ visible, onClick }: ScrollToTopButtonProps) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Button
      variant="secondary"
      className={styles.round}
      aria-label={t('widgets_scroll_to_top')}
      title={t('widgets_scroll_to_top')}
      onClick={onClick}
    >
      <span aria-hidden="true">↑</span>
    </Button>
  );
}
