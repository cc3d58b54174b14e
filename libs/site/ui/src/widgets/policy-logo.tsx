import { useTranslation } from 'react-i18next';
import { POLICY_LOGO_PATH } from '@bet/contract';
import styles from './widgets.module.css';

export interface PolicyLogoProps {
  /** Spec 01 §2: only for geo country ids 1, 66, 126, 228, 120 (`isPolicyLogoShown`). */
  visible: boolean;
  /** Where the visible logo leads: the responsible-gaming page. */
  href: string;
}

/**
 * Spec 02 §7 "GET /web-api/policy/logo.agif, hidden image": always loaded, hidden from sight and
 * from assistive technology. The visible policy logo is a link to the responsible-gaming page.
 */
export function PolicyLogo({ visible, href }: PolicyLogoProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.policyStrip}>
      <img src={POLICY_LOGO_PATH} alt="" hidden className={styles.pixel} />
      {visible ? (
        <a className={styles.policyLogo} href={href}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <path d="M14 2 4 6v7c0 6 4.3 11 10 13 5.7-2 10-7 10-13V6z" fill="currentColor" opacity="0.25" />
            <path d="m9 14 3.5 3.5L19 11" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
          <span>{t('widgets_policy_logo')}</span>
        </a>
      ) : null}
    </div>
  );
}
