import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNCANCELLABLE_LIMIT_TYPES } from '@bet/contract';
import type { LimitRow, SaveProblem } from '@bet/limits';
import { limitValueText } from '@bet/limits';
import { Alert, Button, Select, TextField } from '@bet/ui';
import { usePlayerTime } from '@bet/time-settings-ui';
import { formatLimitValue, formatWhen, saveProblemText } from './format';
import styles from './limits.module.css';

export interface LimitRowViewProps {
  row: LimitRow;
  currency: string | null;
  language: string;
  /** What the player typed for this type (kept on a refusal); undefined: the current value. */
  draft: string | undefined;
  /** This row's save is under way. */
  saving: boolean;
  /** Why this row's last save was refused. */
  problem: SaveProblem | null;
  /** The extra-limits lock stops changes here. */
  locked: boolean;
  onType: (text: string) => void;
  onSave: (text: string, noLimit: boolean) => void;
  onCancelActive: () => void;
  onCancelPending: () => void;
}

const NO_LIMIT = '';

/**
 * One limit type: its value, what is left this period (a meter), its pending change with when it
 * may be approved and its cancel, the uncancellable notice of 30/33/37 (spec 01 §4), and the form
 * (money typed, time picked) whose error says what to fix and keeps what was typed.
 */
export function LimitRowView(props: LimitRowViewProps) {
  const { row, currency, language, draft, saving, problem, locked } = props;
  const { t } = useTranslation();
  const time = usePlayerTime();
  const headingId = useId();
  const name = t(`limits_type_${row.limitType}`);
  const measure = row.available?.measure ?? row.active?.measure ?? 'money';
  const value = (v: number | null) => formatLimitValue(t, v, measure, currency, language);
  const text = draft ?? limitValueText(row.active?.limitValue ?? null, row.available ?? undefined);
  const error = problem ? saveProblemText(t, problem, measure, currency, language) : null;
  const uncancellable = row.active !== null && UNCANCELLABLE_LIMIT_TYPES.includes(row.limitType);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSave(text, measure !== 'money' && text === NO_LIMIT);
  }

  const remaining = row.remaining;
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.rowTitle}>
        {name}
      </h3>
      <p>{row.active ? t('limits_current', { value: value(row.active.limitValue) }) : t('limits_none')}</p>
      {remaining && measure === 'money' ? (
        <div className={styles.meter}>
          <meter
            min={0}
            max={remaining.total}
            value={remaining.left}
            aria-label={t('limits_remaining_label', { name })}
            aria-valuetext={t('limits_remaining', { left: value(remaining.left), total: value(remaining.total) })}
          />
          <span>{t('limits_remaining', { left: value(remaining.left), total: value(remaining.total) })}</span>
        </div>
      ) : null}
      {uncancellable && row.active ? (
        <Alert tone="info">
          {row.active.endsAt === null
            ? t('limits_uncancellable_forever', { name, startedAt: formatWhen(time, row.active.startedAt) })
            : t('limits_uncancellable', {
                name,
                startedAt: formatWhen(time, row.active.startedAt),
                endsAt: formatWhen(time, row.active.endsAt),
              })}
        </Alert>
      ) : null}
      {row.pending ? (
        <div className={styles.pending}>
          <p>
            <strong>{t('limits_pending_title')}: </strong>
            {row.pending.limitValue === null
              ? t('limits_pending_removal', { endsAt: formatWhen(time, row.pending.endsAt) })
              : t(row.pending.type === 1 ? 'limits_pending_higher' : 'limits_pending_lower', {
                  value: value(row.pending.limitValue),
                  endsAt: formatWhen(time, row.pending.endsAt),
                })}
          </p>
          {row.canCancelPending ? (
            <Button variant="secondary" size="sm" busy={row.busy} onClick={props.onCancelPending}>
              {t('limits_pending_cancel', { name })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {row.available && !uncancellable ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          {measure === 'money' ? (
            <TextField
              label={t('limits_value_label', { name })}
              inputMode="numeric"
              value={text}
              disabled={locked}
              error={error}
              hint={t('limits_value_hint_money', {
                currency: currency ?? '',
                max: value(row.available.maxValue),
              })}
              onChange={(event) => props.onType(event.target.value)}
            />
          ) : (
            <Select
              label={t('limits_value_label', { name })}
              value={text}
              disabled={locked}
              error={error}
              options={[
                ...(row.limitType === 30 ? [] : [{ value: NO_LIMIT, label: t('limits_no_limit') }]),
                ...row.available.availableValues.map((option) => ({ value: String(option), label: value(option) })),
              ]}
              onChange={(event) => props.onType(event.target.value)}
            />
          )}
          <div className={styles.actions}>
            <Button type="submit" busy={saving} disabled={locked}>
              {t('limits_save', { name })}
            </Button>
            {row.active && row.canCancelActive && !locked ? (
              <Button variant="secondary" busy={row.busy} onClick={props.onCancelActive}>
                {t('limits_cancel_limit', { name })}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
