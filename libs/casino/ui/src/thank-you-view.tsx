import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@bet/routing';
import { usePageTitle } from '@bet/ui';
import styles from './casino.module.css';

/** Spec 01 §2 "a thank-you page under slots, casino or keno". */
export const THANK_YOU_SECTIONS = ['slots', 'casino', 'keno'] as const;
export type ThankYouSection = (typeof THANK_YOU_SECTIONS)[number];

export interface ThankYouViewProps {
  language: string;
  section: ThankYouSection;
}

function playPath(section: ThankYouSection, language: string): string {
  if (section === 'slots') return routePath('slots', { language, params: {} });
  if (section === 'keno') return routePath('keno', { language });
  return routePath('casino-lobby', { language });
}

/**
 * The page a player lands on after registering from a casino section (the after-registration
 * redirect of spec 01 §2 Guards may lead here): thanks, and the two next steps, playing the
 * section and the first deposit (libs/casino/ui README "Other casino routes").
 */
export function ThankYouView({ language, section }: ThankYouViewProps) {
  const { t } = useTranslation();
  const title = t('casino_thank_you');
  usePageTitle(title);
  const name = section === 'casino' ? t('casino_lobby_title') : t(`casino_category_${section}`);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <ul aria-label={t('payment_result_next')}>
        <li>
          <Link to={routePath('recharge', { language })}>{t('payments_nav_recharge')}</Link>
        </li>
        <li>
          <Link to={playPath(section, language)}>{name}</Link>
        </li>
      </ul>
    </div>
  );
}
