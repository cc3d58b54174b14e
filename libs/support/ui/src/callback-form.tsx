import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLBACK_TIMES, type CallbackRequest, type CallbackTime } from '@bet/contract';
import { callbackFormErrors, normalisePhone, type FieldErrors, type FormStatus } from '@bet/support';
import { Button, Select, TextField } from '@bet/ui';
import styles from './support.module.css';
import { useClearOnDone } from './use-clear-on-done';

export interface CallbackFormProps {
  status: FormStatus;
  /** The phone as typed (the form can start filled with the player's number). */
  defaultPhone?: string;
  onSubmit: (request: CallbackRequest) => void;
}

/** Spec 01 §2 "callback": a phone and a preferred time, checked before sending. */
export function CallbackForm({ status, defaultPhone = '', onSubmit }: CallbackFormProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(defaultPhone);
  const [preferredTime, setPreferredTime] = useState<CallbackTime>('asap');
  const [errors, setErrors] = useState<FieldErrors<'phone' | 'preferredTime'>>({});
  useClearOnDone(status, () => setPhone(defaultPhone));

  const options = CALLBACK_TIMES.map((value) => {
    if (value === 'asap') return { value, label: t('support_callback_time_asap') };
    const [from, to] = value.split('-');
    return { value, label: t('support_callback_time_window', { from, to }) };
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = callbackFormErrors({ phone, preferredTime });
    setErrors(found);
    if (Object.keys(found).length > 0 || status === 'pending') return;
    onSubmit({ phone: normalisePhone(phone), preferredTime });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('support_callback_phone')}
        hint={t('support_callback_phone_hint')}
        type="tel"
        autoComplete="tel"
        required
        value={phone}
        error={errors.phone ? t(errors.phone) : null}
        onChange={(event) => setPhone(event.target.value)}
      />
      <Select
        label={t('support_callback_time')}
        options={options}
        value={preferredTime}
        onChange={(event) => setPreferredTime(event.target.value as CallbackTime)}
      />
      <div className={styles.row}>
        <Button type="submit" disabled={status === 'pending'}>
          {status === 'pending' ? t('support_sending') : t('support_callback_submit')}
        </Button>
      </div>
    </form>
  );
}
