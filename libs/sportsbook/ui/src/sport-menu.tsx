import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './sport-menu.module.css';

export interface MenuLink {
  id: number;
  name: string;
  count: number;
  href: string;
  /** A cyber discipline (the menu's second category when grouped). */
  isCyber?: boolean;
}

export interface SportMenuProps {
  sports: readonly MenuLink[];
  /** Sports whose championships are open. */
  expandedIds: ReadonlySet<number>;
  onToggle: (sportId: number) => void;
  /** The championships of an open sport (ChampLinks). */
  renderChamps: (sportId: number) => ReactNode;
  currentSportId?: number | undefined;
  /** Spec 01 §3 isGroupSportsByCategories: sports and cybersports under their own headings. */
  groupByCategories?: boolean;
}

/** Links with their game counts; the current one marked `aria-current="page"`. */
export function MenuLinks({
  links,
  currentId,
  className,
}: {
  links: readonly MenuLink[];
  currentId?: number | undefined;
  className?: string;
}) {
  return (
    <ul className={className ?? styles.list}>
      {links.map((link) => (
        <li key={link.id} className={styles.item}>
          <Link to={link.href} className={styles.link} aria-current={link.id === currentId ? 'page' : undefined}>
            <span>{link.name}</span> <span className={styles.count}>{link.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The left menu of the betting pages (spec 01 §2): sports with their game counts, each with a
 * disclosure button that opens its championships.
 */
export const SportMenu = memo(function SportMenu({
  sports,
  expandedIds,
  onToggle,
  renderChamps,
  currentSportId,
  groupByCategories = false,
}: SportMenuProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const renderList = (list: readonly MenuLink[]) => (
    <ul className={styles.list}>
      {list.map((sport) => {
        const expanded = expandedIds.has(sport.id);
        const champsId = `${titleId}-${sport.id}`;
        return (
          <li key={sport.id}>
            <div className={styles.item}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={expanded ? champsId : undefined}
                aria-label={t('sportsbook_menu_champs', { sport: sport.name })}
                onClick={() => onToggle(sport.id)}
              >
                <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true" focusable="false">
                  <path d="M3 1l5 4-5 4z" fill="currentColor" />
                </svg>
              </button>
              <Link
                to={sport.href}
                className={styles.link}
                aria-current={sport.id === currentSportId ? 'page' : undefined}
              >
                <span>{sport.name}</span> <span className={styles.count}>{sport.count}</span>
              </Link>
            </div>
            {expanded ? <div id={champsId}>{renderChamps(sport.id)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
  const categories = groupByCategories
    ? [
        { key: 'sports', title: t('sportsbook_menu_category_sports'), list: sports.filter((sport) => !sport.isCyber) },
        { key: 'cyber', title: t('sportsbook_menu_category_cyber'), list: sports.filter((sport) => sport.isCyber) },
      ].filter((category) => category.list.length > 0)
    : null;
  return (
    <nav className={styles.menu} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('sportsbook_menu_label')}
      </h2>
      {categories
        ? categories.map((category) => (
            <section key={category.key} aria-labelledby={`${titleId}-${category.key}`}>
              <h3 id={`${titleId}-${category.key}`} className={styles.category}>
                {category.title}
              </h3>
              {renderList(category.list)}
            </section>
          ))
        : renderList(sports)}
    </nav>
  );
});

export const champsListClass = styles.champs;
