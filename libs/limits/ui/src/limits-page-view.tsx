import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitGroup, LimitType, SelfExcludeReason } from '@bet/contract';
import type { LimitGroupRows, LimitSaveState, LoadStatus, SelfBlockStatus } from '@bet/limits';
import { Alert, Button, Spinner } from '@bet/ui';
import { LimitRowView } from './limit-row-view';
import { SelfBlockSection } from './self-block-section';
import { SelfExclusionForm } from './self-exclusion-form';
import styles from './limits.module.css';

export interface LimitsPageViewProps {
  status: LoadStatus;
  groups: LimitGroupRows;
  currency: string | null;
  language: string;
  save: LimitSaveState;
  reasons: readonly SelfExcludeReason[];
  /** Spec 01 §4: an ACTIVE 37 disables the extra-limits section. */
  extraLocked: boolean;
  selfBlock: SelfBlockStatus;
  /** The activity chart, under the limits. */
  activity?: ReactNode;
  onRetry: () => void;
  onType: (limitType: LimitType, text: string) => void;
  onSave: (request: { limitType: LimitType; text: string; noLimit?: boolean; reasonId?: number }) => void;
  onCancel: (limitType: LimitType) => void;
  onSelfBlock: () => void;
}

const GROUPS: readonly LimitGroup[] = ['deposit', 'wagering', 'loss', 'realityChecks', 'extraLimits'];

/** Spec 01 §2 office "responsible": the limit groups, self-exclusion, the self-block and the activity. */
export function LimitsPageView(props: LimitsPageViewProps) {
  const { status, groups, currency, language, save, extraLocked } = props;
  const { t } = useTranslation();
  const titleId = useId();
  if (status === 'failed') {
    return (
      <Alert tone="error" action={<Button onClick={props.onRetry}>{t('limits_retry')}</Button>}>
        {t('limits_load_error')}
      </Alert>
    );
  }
  if (status !== 'loaded') return <Spinner label={t('limits_loading')} />;
  const busy = save.status === 'saving' || save.status === 'answering';
  const selfExclusion = groups.extraLimits.find((row) => row.limitType === 30);
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('limits_page_title')}</h1>
      <p>{t('limits_page_intro')}</p>
      {GROUPS.map((group) => {
        const rows = groups[group].filter((row) => row.limitType !== 30);
        if (rows.length === 0) return null;
        const locked = group === 'extraLimits' && extraLocked;
        return (
          <section key={group} className={styles.group} aria-label={t(`limits_group_${group}`)}>
            <h2>{t(`limits_group_${group}`)}</h2>
            {locked ? <Alert tone="info">{t('limits_extra_locked')}</Alert> : null}
            <fieldset disabled={locked} className={styles.questions}>
              {rows.map((row) => (
                <LimitRowView
                  key={row.limitType}
                  row={row}
                  currency={currency}
                  language={language}
                  draft={save.drafts[row.limitType]}
                  saving={busy && save.limitType === row.limitType}
                  problem={save.status === 'failed' && save.limitType === row.limitType ? save.problem : null}
                  locked={locked && row.limitType !== 37}
                  onType={(text) => props.onType(row.limitType, text)}
                  onSave={(text, noLimit) => props.onSave({ limitType: row.limitType, text, noLimit })}
                  onCancelActive={() => props.onCancel(row.limitType)}
                  onCancelPending={() => props.onCancel(row.limitType)}
                />
              ))}
            </fieldset>
          </section>
        );
      })}
      {selfExclusion?.available && !selfExclusion.active ? (
        <SelfExclusionForm
          available={selfExclusion.available}
          reasons={props.reasons}
          language={language}
          draft={save.drafts[30]}
          saving={busy && save.limitType === 30}
          problem={save.status === 'failed' && save.limitType === 30 ? save.problem : null}
          pendingStart={selfExclusion.pending !== null}
          onType={(text) => props.onType(30, text)}
          onSubmit={(days, reasonId) => props.onSave({ limitType: 30, text: days, reasonId })}
        />
      ) : selfExclusion?.active ? (
        <LimitRowView
          row={selfExclusion}
          currency={null}
          language={language}
          draft={undefined}
          saving={false}
          problem={null}
          locked={false}
          onType={() => undefined}
          onSave={() => undefined}
          onCancelActive={() => undefined}
          onCancelPending={() => undefined}
        />
      ) : null}
      <SelfBlockSection status={props.selfBlock} onConfirm={props.onSelfBlock} />
      {props.activity}
    </article>
  );
}
