import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
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
 * A labelled single-line input (the frame: FieldFrame). Forms using these fields set
 * `noValidate`: their own messages replace the browser's bubbles. React 19 passes `ref` as an
 * ordinary prop, so it reaches the `<input>`.
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
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} end={end} className={className}>
      <input {...rest} {...ids.control} type={type} required={required} className={styles.input} />
    </FieldFrame>
  );
}
