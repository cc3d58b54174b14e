import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@bet/ui';
import { parseStake, stakeText, type StakeParse } from './money';

export type StakeTextError = Extract<StakeParse, { ok: false }>['reason'];

export interface StakeFieldProps {
  label: string;
  /** The stake the coupon holds, minor units. */
  amount: number;
  /** Digits after the separator in the account's currency. */
  minorUnits?: number;
  /** A valid text was typed: its value in minor units. */
  onAmountChange: (amount: number) => void;
  /** The text became unreadable (its reason) or readable again (null). */
  onTextErrorChange?: (error: StakeTextError | null) => void;
  /** Min and max, as text, under the field. */
  hint?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * A money input that never loses what was typed: the text lives here, and only a readable text
 * reaches the coupon (as minor units). An unreadable one stays on screen with its message. When
 * the coupon's amount changes from elsewhere (auto max, a cleared coupon), the text follows.
 */
export function StakeField({
  label,
  amount,
  minorUnits = 2,
  onAmountChange,
  onTextErrorChange,
  hint,
  id,
  disabled,
}: StakeFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => stakeText(amount, minorUnits));
  const [error, setError] = useState<StakeTextError | null>(null);
  // Leaving the screen with an error (the bet removed, the coupon emptied) takes it along, so
  // the owner never keeps a reason for a field that is gone.
  const leaving = useRef({ error, onTextErrorChange });
  useEffect(() => {
    leaving.current = { error, onTextErrorChange };
  });
  useEffect(
    () => () => {
      if (leaving.current.error !== null) leaving.current.onTextErrorChange?.(null);
    },
    [],
  );

  useEffect(() => {
    const parsed = parseStake(text, minorUnits);
    if (parsed.ok && parsed.amount === amount) return;
    // The coupon's amount moved on its own (auto max, a cleared coupon): the field follows it.
    setText(stakeText(amount, minorUnits));
    if (error !== null) {
      setError(null);
      onTextErrorChange?.(null);
    }
    // Only a change of the coupon's amount rewrites the text, never a keystroke that the
    // coupon could not take (that text must stay on screen).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [amount]);

  function handleChange(next: string) {
    setText(next);
    const parsed = parseStake(next, minorUnits);
    const nextError = parsed.ok ? null : parsed.reason;
    if (nextError !== error) {
      setError(nextError);
      onTextErrorChange?.(nextError);
    }
    if (parsed.ok) onAmountChange(parsed.amount);
  }

  const message =
    error === 'format'
      ? t('coupon_stake_error_format')
      : error === 'decimals'
        ? t('coupon_stake_error_decimals', { count: minorUnits })
        : error === 'too_large'
          ? t('coupon_stake_error_too_large')
          : null;

  return (
    <TextField
      id={id}
      label={label}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      disabled={disabled}
      hint={hint}
      error={message}
      onChange={(event) => handleChange(event.target.value)}
    />
  );
}
