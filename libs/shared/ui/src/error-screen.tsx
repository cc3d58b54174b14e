import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { classNames } from './class-names';
import styles from './error-screen.module.css';

export interface ErrorScreenAction {
  /** Button text (translated by the app), e.g. "Try again". */
  label: string;
  onClick: () => void;
  busy?: boolean;
}

export interface ErrorScreenProps {
  /** Heading of the screen and the alert's accessible name. */
  title: string;
  /** What happened and what the player can do. */
  message?: ReactNode;
  /** One way out, e.g. retrying the start-up. */
  action?: ErrorScreenAction;
  /** Level of the title heading; 1 when the screen replaces the whole page. */
  headingLevel?: 1 | 2 | 3;
  /** Shown above the panel, usually the site logo. */
  logo?: ReactNode;
  className?: string;
}

/**
 * Full-page start-up failure (no config, no network). `role="alert"` makes screen readers
 * announce it as soon as it replaces the loading screen; the title names the alert.
 */
export function ErrorScreen({ title, message, action, headingLevel = 1, logo, className }: ErrorScreenProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames(styles.screen, className)}>
      <div role="alert" aria-labelledby={titleId} className={styles.panel}>
        {logo}
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {message == null ? null : <div className={styles.message}>{message}</div>}
        {action ? (
          <Button variant="primary" size="lg" busy={action.busy ?? false} onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
