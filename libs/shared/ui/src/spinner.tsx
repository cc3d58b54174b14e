import { useId } from 'react';
import a11y from './a11y.module.css';
import { classNames } from './class-names';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** What is loading, for screen readers and (with `showLabel`) on screen. Translated by the app. */
  label?: string;
  /** Show the label under the circle instead of only to assistive technology. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * An indeterminate progress indicator. `role="status"` is a polite live region: the label is
 * real text inside it (so it is announced when the spinner appears) and also its accessible
 * name (a status takes its name only from aria attributes).
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md', className }: SpinnerProps) {
  const labelId = useId();
  return (
    <span
      role="status"
      aria-labelledby={labelId}
      className={classNames(styles.spinner, size !== 'md' && styles[size], className)}
    >
      <span className={styles.circle} aria-hidden="true" />
      <span id={labelId} className={showLabel ? styles.label : a11y.visuallyHidden}>
        {label}
      </span>
    </span>
  );
}
