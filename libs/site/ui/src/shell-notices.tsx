import type { ReactNode } from 'react';
import styles from './shell-notices.module.css';

/** The corner the shell's notices stack in, outside the page's flow (nothing under it moves). */
export function ShellNotices({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
