import { useState } from 'react';
import styles from './field.module.css';
import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  /** Accessible name and text of the toggle, e.g. "Show password". Translated by the app. */
  toggleLabel: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a toggle button: its name stays
 * "Show password" and `aria-pressed` says whether the password is shown, which is how screen
 * readers expect a two-state button to behave (a name that flips would read as two buttons).
 */
export function PasswordField({ toggleLabel, autoComplete = 'current-password', ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not fix the spelling of a shown password.
      spellCheck={false}
      autoCapitalize="off"
      end={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={toggleLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Z" />
            <circle cx="12" cy="12" r="3" fill="currentColor" />
            {visible ? null : <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
          </svg>
        </button>
      }
    />
  );
}
