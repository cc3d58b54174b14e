import type { ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './header.module.css';

export type HeaderVariant = 'single' | 'double';

export interface HeaderProps {
  /** Usually the site logo linking home. */
  logo?: ReactNode;
  /**
   * Main navigation items (a list of links). The header wraps them in a `<nav>` landmark
   * itself, so pass the list, not another `<nav>`.
   */
  navigation?: ReactNode;
  /** Account controls: log-in, registration, balance, language. */
  actions?: ReactNode;
  /** `single`: logo, navigation and actions in one row; `double`: navigation on a second row. */
  variant?: HeaderVariant;
  /** Accessible name of the navigation landmark (translated by the app). */
  navigationLabel?: string;
  className?: string;
}

/** The site header frame of the default layout (spec §2): slots only, no content of its own. */
export function Header({
  logo,
  navigation,
  actions,
  variant = 'single',
  navigationLabel = 'Main',
  className,
}: HeaderProps) {
  const logoSlot = logo == null ? null : <div className={styles.logo}>{logo}</div>;
  const actionsSlot = actions == null ? null : <div className={styles.actions}>{actions}</div>;
  const navigationSlot =
    navigation == null ? null : (
      <nav className={styles.navigation} aria-label={navigationLabel}>
        {navigation}
      </nav>
    );

  return (
    // An explicit role: a <header> is a banner only when it is not inside <main>, <article>,
    // <section> and the like, and the app may render the layout inside such an element.
    <header role="banner" className={classNames(styles.header, className)} data-variant={variant}>
      {variant === 'double' ? (
        <>
          <div className={styles.row}>
            {logoSlot}
            {actionsSlot}
          </div>
          {navigationSlot ? (
            <div className={styles.secondRow}>
              <div className={styles.row}>{navigationSlot}</div>
            </div>
          ) : null}
        </>
      ) : (
        <div className={styles.row}>
          {logoSlot}
          {navigationSlot}
          {actionsSlot}
        </div>
      )}
    </header>
  );
}
