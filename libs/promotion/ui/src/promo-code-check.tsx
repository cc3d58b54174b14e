import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO_CODE_MAX, type PromoCodeCheck as CheckResult } from '@bet/contract';
import type { LoadStatus } from '@bet/promotion';
import { Button, TextField } from '@bet/ui';
import { usePlayerTime } from '@bet/time-settings-ui';
import styles from './promotion.module.css';

export interface PromoCodeCheckProps {
  status: LoadStatus;
  result: CheckResult | null;
  onCheck: (code: string) => void;
}

/**
 * Spec 01 §3 promoSetting.promoCodeCheckSection: the player types a promo code and reads what it
 * gives (or why it does not). The typed code stays after the answer and after a failure.
 */
export function PromoCodeCheck({ status, result, onCheck }: PromoCodeCheckProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim();
    setError(wanted === '' ? t('promo_check_required') : null);
    if (wanted === '' || status === 'pending') return;
    onCheck(wanted);
  }

  let answer = '';
  if (status === 'failed') answer = t('promo_check_failed');
  else if (result?.state === 'valid')
    answer = [
      t('promo_check_valid', { code: result.code, gives: result.gives }),
      result.expiresAt === null ? '' : t('promo_check_valid_until', { date: time.dateTime(result.expiresAt) }),
    ]
      .filter(Boolean)
      .join(' ');
  else if (result) answer = t(`promo_check_${result.state}`, { code: result.code });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('promo_check_code')}
        maxLength={PROMO_CODE_MAX}
        autoComplete="off"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" disabled={status === 'pending'}>
        {status === 'pending' ? t('promo_check_checking') : t('promo_check_submit')}
      </Button>
      <p
        role="status"
        className={status === 'failed' || (result && result.state !== 'valid') ? styles.error : styles.success}
      >
        {answer}
      </p>
    </form>
  );
}
