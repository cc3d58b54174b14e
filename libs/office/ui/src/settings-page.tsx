import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@bet/ui';
import styles from './office.module.css';

/** One section of the settings page: a feature's own settings, with its own heading (h2). */
export interface SettingsSection {
  id: string;
  content: ReactNode;
}

export interface SettingsPageProps {
  /**
   * The sections in their order (spec 01 §3 global and office settings). Each feature gives its
   * own (the coupon's "View and odds", ...); the app lists them, so this page knows none of them.
   */
  sections: readonly SettingsSection[];
}

/** Spec 01 §2 office "settings" (auth): the page title, then each section. */
export function SettingsPage({ sections }: SettingsPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  usePageTitle(t('office_settings_title'));
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('office_settings_title')}
      </h1>
      {sections.map((section) => (
        <Fragment key={section.id}>{section.content}</Fragment>
      ))}
    </section>
  );
}
