import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from './class-names';
import { useFieldIds } from './field-ids';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled native `<select>`: the platform list box is keyboard- and screen-reader-ready
 * everywhere, which a custom one would have to rebuild.
 */
export function Select({
  label,
  options,
  error,
  hint,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <div className={classNames(styles.field, className)}>
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
        <select
          {...rest}
          id={ids.inputId}
          required={required}
          className={styles.input}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedByIds}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
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
