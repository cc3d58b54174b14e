import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, TextField } from '@bet/ui';
import styles from './captcha-dialog.module.css';
import formStyles from './form.module.css';

export type CaptchaStatus = 'idle' | 'validating' | 'failed';

export interface CaptchaDialogProps {
  open: boolean;
  /** The picture (URL or data URL); null while a new one loads. */
  imageSrc: string | null;
  status: CaptchaStatus;
  /** E.g. "Wrong code, try the new picture". */
  error: string | null;
  onSubmit: (answer: string) => void;
  onRefresh: () => void;
  onCancel: () => void;
}

/**
 * The captcha challenge of spec 02 §4 (a 400 with a captcha code): the request is retried with
 * the answer once given. An answer belongs to the picture shown while it was typed: it is
 * cleared when that picture goes (refused or replaced), but not when a picture comes where
 * there was none, so what a quick player typed while it loaded stays. Nothing is sent while no
 * picture is shown (Continue is aria-disabled, so it keeps focus).
 */
export function CaptchaDialog({ open, imageSrc, status, error, onSubmit, onRefresh, onCancel }: CaptchaDialogProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const [answerFor, setAnswerFor] = useState(imageSrc);
  const [missing, setMissing] = useState(false);
  // Reset during render when the picture changes (React's pattern for state derived from props).
  if (answerFor !== imageSrc) {
    setAnswerFor(imageSrc);
    if (answerFor !== null) setAnswer('');
  }
  const validating = status === 'validating';
  const noPicture = imageSrc === null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (validating || noPicture) return;
    if (answer.trim() === '') {
      setMissing(true);
      return;
    }
    onSubmit(answer.trim());
  }

  return (
    <Dialog open={open} size="sm" title={t('captcha_title')} closeLabel={t('main_close')} onClose={onCancel}>
      <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p className={formStyles.text}>{t('captcha_text')}</p>
        <div className={styles.picture}>
          {imageSrc ? (
            <img className={styles.image} src={imageSrc} alt={t('captcha_image_alt')} />
          ) : (
            <div className={styles.placeholder} role="img" aria-label={t('captcha_image_alt')} aria-busy="true" />
          )}
          <Button variant="secondary" size="sm" onClick={onRefresh} disabled={validating}>
            {t('captcha_refresh')}
          </Button>
        </div>
        <TextField
          name="captcha"
          label={t('captcha_answer_label')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={answer}
          error={missing ? t('captcha_error_required') : null}
          onChange={(event) => {
            setAnswer(event.target.value);
            setMissing(false);
          }}
        />
        <div className={formStyles.actions}>
          <Button type="submit" busy={validating} aria-disabled={noPicture || undefined}>
            {t('captcha_submit')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('main_cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
