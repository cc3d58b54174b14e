import { useId, type ReactNode } from 'react';
import type { GameResult } from '@bet/contract';
import styles from './results.module.css';

/** A championship's finished games, as the table and the zone both show them. */
export interface ChampResultsProps {
  /** The championship's name: the group's heading and the name of what lists its games. */
  title: string;
  results: readonly GameResult[];
}

export interface ResultsGroupProps {
  title: string;
  /** What the group holds (a table, a list of tiles), named by the heading's id. */
  children: (headingId: string) => ReactNode;
}

/** A block of a results page: a section under its h2, named by it, as is what it holds. */
export function ResultsGroup({ title, children }: ResultsGroupProps) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      {children(headingId)}
    </section>
  );
}
