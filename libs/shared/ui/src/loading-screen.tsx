import type { ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './loading-screen.module.css';
import { Spinner } from './spinner';

export interface LoadingScreenProps {
  /** Text under the spinner and the status's accessible name (translated by the app). */
  label?: string;
  /** Shown above the spinner, usually the site logo. */
  logo?: ReactNode;
  /** Fade in after a short delay, so a quick start-up does not flash the screen. Default true. */
  delayed?: boolean;
  className?: string;
}

/** Full-page start-up state: the app shows it while the site config and session load. */
export function LoadingScreen({ label = 'Loading', logo, delayed = true, className }: LoadingScreenProps) {
  return (
    <div className={classNames(styles.screen, delayed && styles.delayed, className)}>
      {logo}
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
