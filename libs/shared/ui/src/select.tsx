import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
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
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <select {...rest} {...ids.control} required={required} className={styles.input}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
