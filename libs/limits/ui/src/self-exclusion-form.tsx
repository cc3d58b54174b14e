import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailableLimit, SelfExcludeReason } from '@bet/contract';
import type { SaveProblem } from '@bet/limits';
import { Alert, Button, Select } from '@bet/ui';
import { formatLimitValue, saveProblemText } from './format';
import styles from './limits.module.css';

export interface SelfExclusionFormProps {
  available: AvailableLimit;
  reasons: readonly SelfExcludeReason[];
  language: string;
  /** What was picked (kept on a refusal). */
  draft: string | undefined;
  saving: boolean;
  problem: SaveProblem | null;
  /** Spec 01 §4 "a warning shows while self-exclusion (30) is set but not started". */
  pendingStart: boolean;
  onType: (text: string) => void;
  onSubmit: (days: string, reasonId: number | undefined) => void;
}

/** Self-exclusion (30) with its warning and reasons (spec 02 §7 reasons/selfexclude). */
export function SelfExclusionForm(props: SelfExclusionFormProps) {
  const { available, reasons, language, saving, problem } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const [reason, setReason] = useState('');
  const days = props.draft ?? String(available.availableValues[0] ?? '');
  const error = problem ? saveProblemText(t, problem, 'days', null, language) : null;
  return (
    <section aria-labelledby={headingId} className={styles.row}>
      <h3 id={headingId} className={styles.rowTitle}>
        {t('limits_self_exclusion_title')}
      </h3>
      <Alert tone="warning">{t('limits_self_exclusion_warning')}</Alert>
      {props.pendingStart ? <Alert tone="info">{t('limits_self_exclusion_pending')}</Alert> : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit(days, reason === '' ? undefined : Number(reason));
        }}
      >
        <Select
          label={t('limits_self_exclusion_days')}
          value={days}
          error={error}
          options={available.availableValues.map((value) => ({
            value: String(value),
            label: formatLimitValue(t, value, 'days', null, language),
          }))}
          onChange={(event) => props.onType(event.target.value)}
        />
        <Select
          label={t('limits_self_exclusion_reason')}
          value={reason}
          options={[
            { value: '', label: t('limits_self_exclusion_no_reason') },
            ...reasons.map((item) => ({ value: String(item.id), label: item.selfExcludeReason })),
          ]}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" busy={saving}>
          {t('limits_self_exclusion_submit')}
        </Button>
      </form>
    </section>
  );
}
