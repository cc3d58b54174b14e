import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { fontSizeChosen, selectFontSize, selectIsVisuallyImpairedMode, visuallyImpairedModeChosen } from '@bet/site';
import { AgeBadge, Footer } from '@bet/ui';
import { ReadingSettings } from './appearance/reading-settings';
import styles from './site-footer.module.css';
import { useSiteConfig } from './use-site-config';

export interface SiteFooterProps {
  /** The year of the copyright line; the app passes the current one. */
  year: number;
  /** More of the footer from other features (the remote footer's links, the policy logo), above the notes. */
  children?: ReactNode;
}

/**
 * The default layout's footer (spec 01 §2): logo, minimum-age icon, social links, notes, and the
 * reading settings (text size, the version for the visually impaired) every page offers.
 */
export function SiteFooter({ year, children }: SiteFooterProps) {
  const { t } = useTranslation();
  const { companyName, minAge, footer, contacts } = useSiteConfig();
  const fontSize = useSelector(selectFontSize);
  const isVisuallyImpaired = useSelector(selectIsVisuallyImpairedMode);
  const dispatch = useDispatch();
  return (
    <Footer
      logo={<span className={styles.logo}>{companyName}</span>}
      ageBadge={<AgeBadge age={minAge} label={t('main_age_badge_label', { minAge })} />}
      socialLinks={footer.socialLinks}
      socialLinksLabel={t('main_social_links')}
      newTabHint={t('main_opens_in_new_tab')}
    >
      {children == null ? null : <div className={styles.extra}>{children}</div>}
      <ReadingSettings
        fontSize={fontSize}
        isVisuallyImpaired={isVisuallyImpaired}
        onFontSizeChange={(step) => dispatch(fontSizeChosen({ fontSize: step }))}
        onVisuallyImpairedChange={(isOn) => dispatch(visuallyImpairedModeChosen({ isOn }))}
      />
      {contacts.email ? <p className={styles.note}>{t('main_footer_contacts', { email: contacts.email })}</p> : null}
      <p className={styles.note}>{t('main_footer_copyright', { year, companyName })}</p>
    </Footer>
  );
}
