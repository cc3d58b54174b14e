import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@bet/contract';
import { newPasswordProblems } from '@bet/session';
import { Button, PasswordField } from '@bet/ui';
import styles from './form.module.css';
import { SessionForm } from './form/session-form';
import { useForm, type FieldMessages } from './form/use-form';

export interface NewPasswordValues {
  current: string;
  password: string;
  confirmation: string;
}

export interface NewPasswordFormProps {
  /** The password change asks for the current password too; the reset from a link does not. */
  askCurrent: boolean;
  /** The label of the submit button. */
  submitLabel: string;
  pending: boolean;
  /** The server's message for the last failure, at the top (focus goes to it). */
  error: string | null;
  /** Changes after a save: the form empties (a failure keeps what was typed). */
  savedCount?: number;
  /** Checked by the site's password rules first. `current` is '' when not asked. */
  onSubmit: (values: { current: string; password: string }) => void;
}

const empty = (): NewPasswordValues => ({ current: '', password: '', confirmation: '' });

/**
 * A new password and its confirmation (and the current one for a change), with the site's
 * password rules (`newPasswordProblems` of @bet/session) checked before anything is sent. What
 * was typed stays through a failure; only a save (`savedCount` changing) empties the form.
 */
export function NewPasswordForm({
  askCurrent,
  submitLabel,
  pending,
  error,
  savedCount = 0,
  onSubmit,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm<NewPasswordValues>({ initial: empty, error });
  const { set } = form;

  useEffect(() => {
    if (savedCount === 0) return;
    set('current', '');
    set('password', '');
    set('confirmation', '');
    // Only a new save empties the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedCount]);

  function submit() {
    const valid = form.check(
      (values) =>
        newPasswordProblems({
          password: values.password,
          confirmation: values.confirmation,
          ...(askCurrent ? { current: values.current } : {}),
        }) as FieldMessages<NewPasswordValues>,
    );
    if (valid) onSubmit({ current: askCurrent ? form.values.current : '', password: form.values.password });
  }

  return (
    <SessionForm form={form} pending={pending} error={error} onSubmit={submit}>
      {askCurrent ? (
        <PasswordField
          {...form.text('current')}
          label={t('account_current_password_label')}
          toggleLabel={t('auth_password_show')}
          autoComplete="current-password"
        />
      ) : null}
      <PasswordField
        {...form.text('password')}
        label={t('account_new_password_label')}
        toggleLabel={t('auth_password_show')}
        autoComplete="new-password"
        hint={t('account_password_rule', { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordField
        {...form.text('confirmation')}
        label={t('account_confirm_password_label')}
        toggleLabel={t('auth_password_show')}
        autoComplete="new-password"
      />
      <div className={styles.actions}>
        <Button type="submit" busy={pending}>
          {submitLabel}
        </Button>
      </div>
    </SessionForm>
  );
}
