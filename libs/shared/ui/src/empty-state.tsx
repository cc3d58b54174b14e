import { useId } from 'react';
import type { ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** What is empty, as a heading: "No bets yet". Translated by the app. */
  title: string;
  /** Level of the heading in the page's outline; 2 under a page's h1. */
  headingLevel?: 2 | 3 | 4;
  /** Why it is empty or what to do: "Bets you place appear here." */
  children?: ReactNode;
  /** A picture, decorative: hidden from screen readers, the title and text say it all. */
  illustration?: ReactNode;
  /** The way out, e.g. a link to the line or a "Clear filters" button. */
  action?: ReactNode;
  className?: string;
}

/**
 * What a list, a table or a page shows when there is nothing in it: a decorative illustration,
 * a heading, a text and an optional action, centred. A plain group named by its heading, not a
 * landmark: a page may show several.
 */
export function EmptyState({ title, headingLevel = 2, children, illustration, action, className }: EmptyStateProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="group" aria-labelledby={titleId} className={classNames(styles.empty, className)}>
      {illustration == null ? null : (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children == null ? null : <div className={styles.text}>{children}</div>}
      {action == null ? null : <div className={styles.action}>{action}</div>}
    </div>
  );
}
