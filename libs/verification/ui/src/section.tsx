import { useId, type ReactNode } from 'react';
import styles from './verification.module.css';

/** A titled part of a page, named by its heading for landmarks navigation. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
