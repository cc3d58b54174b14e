import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  emailChangeRequested,
  personalDataPageEntered,
  personalDataReloadRequested,
  personalDataSaveRequested,
  selectProfile,
  selectProfileCompleteness,
} from '@bet/profile';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import { CompletenessIndicator } from '../completeness-indicator';
import { EmailChangeForm } from '../email-change-form';
import { PersonalDataForm } from '../personal-data-form';
import styles from '../profile.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec 01 §2 office `account`: the player's personal data (spec 01 §3), its completeness (spec
 * 01 §5), the mailing switches and the e-mail change. Loads on entering; a failed save keeps
 * what was typed (the form's values, and the draft in the store for the next visit).
 */
export function PersonalDataPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const profile = useSelector(selectProfile);
  const completeness = useSelector(selectProfileCompleteness);
  usePageTitle(t('profile_page_title'));

  useEffect(() => {
    dispatch(personalDataPageEntered());
  }, [dispatch]);

  const { answer } = profile;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('profile_page_title')}</h1>
      {answer === null ? (
        profile.load === 'failed' ? (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" onClick={() => dispatch(personalDataReloadRequested())}>
                {t('profile_retry')}
              </Button>
            }
          >
            {t('profile_load_failed')}
          </Alert>
        ) : (
          <Spinner label={t('profile_loading')} showLabel />
        )
      ) : (
        <>
          {completeness ? <CompletenessIndicator completeness={completeness} /> : null}
          <Section title={t('profile_page_title')}>
            <PersonalDataForm
              initial={profile.draft ?? { data: answer.data, mailing: answer.mailing }}
              locked={answer.locked}
              fieldErrors={profile.fieldErrors}
              saving={profile.save === 'pending'}
              onSubmit={(draft) => dispatch(personalDataSaveRequested(draft))}
            />
          </Section>
          <Section title={t('profile_contact_title')}>
            <dl className={styles.value}>
              <dt className={styles.note}>{t('profile_field_phone')}</dt>
              <dd className={styles.value}>{answer.phone === '' ? t('profile_phone_none') : answer.phone}</dd>
            </dl>
            <p className={styles.note}>{t('profile_phone_note')}</p>
            <EmailChangeForm
              current={answer.email}
              pending={answer.pendingEmail}
              status={profile.emailChange}
              onSubmit={(email) => dispatch(emailChangeRequested({ email }))}
            />
          </Section>
        </>
      )}
    </div>
  );
}
