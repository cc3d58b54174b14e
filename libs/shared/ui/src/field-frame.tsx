import type { ReactNode } from 'react';
import { classNames } from './class-names';
import type { FieldIds } from './field-ids';
import styles from './field.module.css';

/** The hint and the error under a control, with the ids its `aria-describedby` points at. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string | null }) {
  return (
    <>
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
    </>
  );
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Content at the end of the control, inside its border (e.g. the password toggle). */
  end?: ReactNode;
  className?: string | undefined;
  /** The control: an `<input>` or `<select>` spreading `ids.control`. */
  children: ReactNode;
}

/**
 * What every labelled field shares around its control: a real `<label for>`, the required
 * marker outside the label (hidden from screen readers, which announce "required" from the
 * attribute itself, and no part of the label text), the hint and the error.
 */
export function FieldFrame({ ids, label, required, hint, error, end, className, children }: FieldFrameProps) {
  return (
    <div className={classNames(styles.field, end != null && styles.withEnd, className)}>
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
        {children}
        {end == null ? null : <div className={styles.end}>{end}</div>}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
