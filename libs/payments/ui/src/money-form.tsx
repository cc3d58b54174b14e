import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusChoice, FirstDepositBonus } from '@bet/contract';
import type { LoadStatus, MoneyFormState, MoneyFormView, PaymentDirection } from '@bet/payments';
import { Alert, Button, Select, Spinner, TextField } from '@bet/ui';
import { formatMoney } from '@bet/i18n';
import { problemText } from './problem-text';
import styles from './payments.module.css';

export interface MoneyFormProps {
  direction: PaymentDirection;
  language: string;
  methodsStatus: LoadStatus;
  view: MoneyFormView;
  form: MoneyFormState;
  /** The first-deposit bonus offer (deposit only), or null when there is none. */
  bonus: FirstDepositBonus | null;
  onMethodChange: (methodId: string) => void;
  onAmountChange: (text: string) => void;
  onBonusChange: (choice: BonusChoice) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/**
 * Spec 01 §2 recharge and deduce: the method, the amount within the method's bounds for the
 * account's currency and, on a first deposit, the bonus choice (spec 01 §3). Props only. A
 * refused amount keeps what was typed, its message is tied to the field (aria-describedby) and
 * the field takes the focus; other refusals show above the button.
 */
export function MoneyForm({
  direction,
  language,
  methodsStatus,
  view,
  form,
  bonus,
  onMethodChange,
  onAmountChange,
  onBonusChange,
  onSubmit,
  onRetry,
}: MoneyFormProps) {
  const { t } = useTranslation();
  const amountRef = useRef<HTMLInputElement>(null);
  const bonusLegendId = useId();
  const isDeposit = direction === 'deposit';
  const { currencyIso, method } = view;

  // Focus on the first (here the only) field in error once a submit finds it.
  useEffect(() => {
    if (form.amountProblem) amountRef.current?.focus();
  }, [form.amountProblem]);

  if (methodsStatus === 'pending' || methodsStatus === 'idle') {
    return <Spinner label={t('payments_methods_loading')} />;
  }
  if (methodsStatus === 'failed' || !currencyIso) {
    return (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('payments_retry')}</Button>}>
        {t('payments_methods_error')}
      </Alert>
    );
  }
  if (view.closed) {
    return <Alert tone="warning">{t(isDeposit ? 'payments_deposit_closed' : 'payments_withdraw_closed')}</Alert>;
  }
  if (view.methods.length === 0) return <Alert tone="info">{t('payments_no_methods')}</Alert>;

  const money = (minor: number) => formatMoney(minor, currencyIso, language);
  const busy = form.submit === 'pending' || form.submit === 'redirecting';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <Select
        label={t('payments_method_label')}
        name="method"
        value={form.methodId ?? ''}
        options={view.methods.map((candidate) => ({ value: candidate.id, label: t(candidate.nameKey) }))}
        onChange={(event) => onMethodChange(event.target.value)}
      />
      <TextField
        ref={amountRef}
        label={t('payments_amount_label', { currency: currencyIso })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        value={form.amountText}
        hint={method ? t('payments_amount_hint', { min: money(method.min), max: money(method.max) }) : undefined}
        error={form.amountProblem ? problemText(t, form.amountProblem, currencyIso, language) : null}
        onChange={(event) => onAmountChange(event.target.value)}
      />
      {isDeposit && bonus ? (
        <fieldset className={styles.fieldset} aria-labelledby={bonusLegendId}>
          <legend id={bonusLegendId}>{t('payments_bonus_legend')}</legend>
          {(
            [
              [1, t('payments_bonus_sport', { percent: bonus.percent.sport, max: money(bonus.max) })],
              [2, t('payments_bonus_casino', { percent: bonus.percent.casino, max: money(bonus.max) })],
              [0, t('payments_bonus_none')],
            ] as const
          ).map(([choice, label]) => (
            <label key={choice}>
              <input
                type="radio"
                name="bonus"
                value={choice}
                checked={(form.bonusChoice ?? bonus.choice) === choice}
                onChange={() => onBonusChange(choice)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {form.submitProblem ? (
        <Alert tone="error">{problemText(t, form.submitProblem, currencyIso, language)}</Alert>
      ) : null}
      {form.submit === 'redirecting' ? <Alert tone="info">{t('payments_redirecting')}</Alert> : null}
      <Button type="submit" busy={busy}>
        {t(isDeposit ? 'payments_deposit_submit' : 'payments_withdraw_submit')}
      </Button>
    </form>
  );
}
