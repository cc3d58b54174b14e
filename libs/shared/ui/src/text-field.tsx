import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from './class-names';
import { useFieldIds } from './field-ids';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label and accessible name. Translated by the app. */
  label: string;
  /** What is wrong with the value; shown under the field and linked to it. Empty: no error. */
  error?: string | null;
  /** Help under the field, e.g. the expected format. */
  hint?: ReactNode;
  /** Content at the end of the field, inside its border (e.g. the password toggle). */
  end?: ReactNode;
  className?: string;
}

/**
 * A labelled single-line input. The label is a real `<label for>`; `required` shows a marker
 * (hidden from screen readers, which announce "required" from the attribute itself). Forms
 * using these fields set `noValidate`: their own messages replace the browser's bubbles.
 * React 19 passes `ref` as an ordinary prop, so it reaches the `<input>`.
 */
export function TextField({
  label,
  error,
  hint,
  end,
  id,
  type = 'text',
  required,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <div className={classNames(styles.field, end != null && styles.withEnd, className)}>
      {/* The marker sits outside the label so it is no part of the label text. */}
      <div className={styles.labelRow}>
        <label htmlFor={ids.inputId} className={styles.label}>
          {label}
        </label>
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className={styles.control}>
        <input
          {...rest}
          id={ids.inputId}
          type={type}
          required={required}
          className={styles.input}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedByIds}
        />
        {end == null ? null : <div className={styles.end}>{end}</div>}
      </div>
      {hint == null || hint === '' ? null : (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {ids.hasError ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
