import { memo, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './game-row.module.css';

export interface ChampGroupProps {
  /** The championship's name ("England. Premier League"). */
  title: string;
  /** Its listing page. */
  href: string;
  /** GameRows. */
  children: ReactNode;
}

/** A championship's games under its header; the header links to the championship's page. */
export const ChampGroup = memo(function ChampGroup({ title, href, children }: ChampGroupProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        <Link to={href}>{title}</Link>
      </h3>
      <ul className={styles.group}>{children}</ul>
    </section>
  );
});
