import { useTranslation } from 'react-i18next';
import styles from './security-methods.module.css';

export interface MethodSwitchProps {
  /** The accessible name (the method's name). */
  label: string;
  checked: boolean;
  /** A save is under way: the switch keeps focus and ignores presses. */
  busy?: boolean;
  disabled?: boolean;
  /** Ids of texts that explain the switch (its method's description). */
  describedBy?: string;
  onToggle: (next: boolean) => void;
}

/**
 * A protection method's on/off switch: a native button with role `switch` and `aria-checked`
 * (Space and Enter press it), its state also in words beside the track for sighted users.
 */
export function MethodSwitch({
  label,
  checked,
  busy = false,
  disabled = false,
  describedBy,
  onToggle,
}: MethodSwitchProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      className={styles.switch}
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => {
        if (!busy) onToggle(!checked);
      }}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span aria-hidden="true">{t(checked ? 'security_method_on' : 'security_method_off')}</span>
    </button>
  );
}
