import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL_LIMITS, type SupportEmail } from '@bet/contract';
import { emailFormErrors, type FieldErrors, type FormStatus } from '@bet/support';
import { Button, TextField } from '@bet/ui';
import styles from './support.module.css';
import { useClearOnDone } from './use-clear-on-done';

export interface EmailFormProps {
  status: FormStatus;
  onSubmit: (email: SupportEmail) => void;
}

/** Spec 01 §2 "e-mail form": a subject and a text, checked before sending; kept when the send fails. */
export function EmailForm({ status, onSubmit }: EmailFormProps) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'subject' | 'text'>>({});
  const textId = useId();
  const errorId = useId();
  useClearOnDone(status, () => {
    setSubject('');
    setText('');
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailFormErrors({ subject, text });
    setErrors(found);
    if (Object.keys(found).length > 0 || status === 'pending') return;
    onSubmit({ subject: subject.trim(), text: text.trim() });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('support_email_subject')}
        required
        maxLength={SUPPORT_EMAIL_LIMITS.subjectMax}
        value={subject}
        error={errors.subject ? t(errors.subject) : null}
        onChange={(event) => setSubject(event.target.value)}
      />
      <div className={styles.textareaLabel}>
        <label htmlFor={textId}>{t('support_email_text')}</label>
        <textarea
          id={textId}
          className={styles.textarea}
          required
          maxLength={SUPPORT_EMAIL_LIMITS.textMax}
          value={text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {errors.text ? (
          <span id={errorId} className={styles.error}>
            {t(errors.text)}
          </span>
        ) : null}
      </div>
      <div className={styles.row}>
        <Button type="submit" disabled={status === 'pending'}>
          {status === 'pending' ? t('support_sending') : t('support_email_submit')}
        </Button>
      </div>
    </form>
  );
}
