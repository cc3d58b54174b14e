import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeMessage } from '@bet/contract';
import { protectionBand, type AccountSecurity, type SecurityState } from '@bet/session';
import { Alert, Button, Spinner } from '@bet/ui';
import styles from './account-pages.module.css';
import { NewPasswordForm } from './new-password-form';
import { OfficeMessageList } from './office-message-list';

export interface SecurityViewProps {
  facts: { status: SecurityState['facts']['status']; data: AccountSecurity | null };
  passwordChange: { status: SecurityState['passwordChange']['status']; messages: readonly OfficeMessage[] };
  /** How many times the password was saved here: each save empties the form. */
  passwordSavedCount: number;
  emailRequest: { status: SecurityState['emailConfirmationRequest']['status']; messages: readonly OfficeMessage[] };
  onReload: () => void;
  onChangePassword: (values: { currentPassword: string; newPassword: string }) => void;
  onRequestEmailLink: () => void;
  /** The protection methods' sections (SecurityMethodsView), shown once the facts are in. */
  methods?: ReactNode;
}

function Facts({ data }: { data: AccountSecurity }) {
  const { t } = useTranslation();
  const band = protectionBand(data.protectionLevel);
  return (
    <dl className={styles.facts}>
      <dt>{t('account_email_title')}</dt>
      <dd>
        {data.email === null
          ? t('account_email_none')
          : t(data.emailConfirmed ? 'account_email_confirmed' : 'account_email_unconfirmed', { email: data.email })}
      </dd>
      <dt>{t('account_phone_title')}</dt>
      <dd>{t(data.phoneBound ? 'account_phone_bound' : 'account_phone_unbound')}</dd>
      <dt>{t('account_two_step_title')}</dt>
      <dd>{t(data.twoStepEnabled ? 'account_two_step_on' : 'account_two_step_off')}</dd>
      <dt>{t('account_newsletter_state_title')}</dt>
      <dd>{t(data.newsletter ? 'account_newsletter_on' : 'account_newsletter_off')}</dd>
      <dt>{t('account_protection_title')}</dt>
      <dd data-band={band}>
        {t('account_protection_value', { level: data.protectionLevel ?? 0, band: t(`account_protection_${band}`) })}
      </dd>
    </dl>
  );
}

/**
 * Issue 12, the office route `security`: the protection level in the bands of spec 02 §9, the
 * e-mail's confirmation and the password change (current, new, confirmation; spec 02 §8 office
 * messages: the server's status-2 message first, at most 3, ours by key). A failing save keeps
 * what was typed.
 */
export function SecurityView({
  facts,
  passwordChange,
  passwordSavedCount,
  emailRequest,
  onReload,
  onChangePassword,
  onRequestEmailLink,
  methods,
}: SecurityViewProps) {
  const { t } = useTranslation();
  const data = facts.data;
  const band = data ? protectionBand(data.protectionLevel) : 'none';
  return (
    <section className={styles.page} aria-labelledby="security-title">
      <h1 id="security-title" className={styles.title}>
        {t('account_security_title')}
      </h1>

      <section className={styles.section} aria-labelledby="security-protection-title">
        <h2 id="security-protection-title" className={styles.sectionTitle}>
          {t('account_protection_title')}
        </h2>
        {facts.status === 'failed' && !data ? (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={onReload}>
                {t('account_retry')}
              </Button>
            }
          >
            {t('account_security_load_error')}
          </Alert>
        ) : null}
        {!data && facts.status !== 'failed' ? <Spinner label={t('account_security_loading')} /> : null}
        {data ? (
          <>
            <meter
              className={styles.meter}
              min={0}
              max={100}
              low={31}
              high={70}
              optimum={100}
              value={data.protectionLevel ?? 0}
              aria-label={t('account_protection_title')}
              aria-valuetext={t('account_protection_value', {
                level: data.protectionLevel ?? 0,
                band: t(`account_protection_${band}`),
              })}
            />
            <Facts data={data} />
            {band !== 'full' ? <p className={styles.text}>{t('account_protection_hint')}</p> : null}
          </>
        ) : null}
      </section>

      {data && data.email !== null && !data.emailConfirmed ? (
        <section className={styles.section} aria-labelledby="security-email-title">
          <h2 id="security-email-title" className={styles.sectionTitle}>
            {t('account_email_title')}
          </h2>
          {emailRequest.status === 'sent' ? (
            <Alert tone="success">{t('account_email_link_sent')}</Alert>
          ) : (
            <OfficeMessageList messages={emailRequest.messages} />
          )}
          <div className={styles.actions}>
            <Button variant="secondary" busy={emailRequest.status === 'pending'} onClick={onRequestEmailLink}>
              {t('account_email_send_link')}
            </Button>
          </div>
        </section>
      ) : null}

      {data ? methods : null}

      <section className={styles.section} aria-labelledby="security-password-title">
        <h2 id="security-password-title" className={styles.sectionTitle}>
          {t('account_password_change_title')}
        </h2>
        <OfficeMessageList messages={passwordChange.messages} />
        <NewPasswordForm
          askCurrent
          submitLabel={t('account_password_change_submit')}
          pending={passwordChange.status === 'pending'}
          error={null}
          savedCount={passwordSavedCount}
          onSubmit={({ current, password }) => onChangePassword({ currentPassword: current, newPassword: password })}
        />
      </section>
    </section>
  );
}
