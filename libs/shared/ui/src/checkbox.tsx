import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from './class-names';
import { FieldMessages } from './field-frame';
import { useFieldIds } from './field-ids';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Text beside the box and its accessible name; may hold a link (e.g. to the terms). */
  label: ReactNode;
  /** What is wrong (e.g. a required consent left unticked); linked to the box. */
  error?: string | null;
  className?: string;
}

/** A native checkbox wrapped in its label, so the whole text is a click target. */
export function Checkbox({
  label,
  error,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, null, error, describedBy);
  return (
    <div className={classNames(styles.checkbox, className)}>
      {/* The required marker is drawn by CSS (field.module.css) so it is no part of the label text. */}
      <label data-required={required || undefined} className={styles.checkboxRow} htmlFor={ids.inputId}>
        <input {...rest} {...ids.control} type="checkbox" required={required} className={styles.checkboxInput} />
        <span>{label}</span>
      </label>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
