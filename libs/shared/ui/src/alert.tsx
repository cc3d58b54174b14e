import type { ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

export interface AlertProps {
  tone?: AlertTone;
  /** Bold first line, e.g. "Sign-in failed". */
  title?: string;
  children?: ReactNode;
  /** A button or link after the message, e.g. "Sign in again". */
  action?: ReactNode;
  className?: string;
  id?: string;
}

/**
 * A message in the flow of the page. Errors are `role="alert"` (assertive: read at once, as
 * the player has to act); warnings, info and success are `role="status"` (polite: read when the
 * reader is idle), so a "code sent" message or a reminder does not cut off what is being read.
 */
export function Alert({ tone = 'info', title, children, action, className, id }: AlertProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={classNames(styles.alert, styles[tone], className)}
      data-tone={tone}
    >
      <div className={styles.text}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children == null ? null : <div className={styles.message}>{children}</div>}
      </div>
      {action == null ? null : <div className={styles.action}>{action}</div>}
    </div>
  );
}
