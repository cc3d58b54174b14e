import { memo, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { NearGroupContext, useNearGroup } from './near-group';
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
  // Its resting rows wait for the group to come near before they watch on their own (near-group.ts).
  const { ref, group } = useNearGroup<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        <Link to={href}>{title}</Link>
      </h3>
      <NearGroupContext.Provider value={group}>
        <ul className={styles.group}>{children}</ul>
      </NearGroupContext.Provider>
    </section>
  );
});
