import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { CasinoCategory } from '@bet/contract';
import { categoryPath } from './links';
import styles from './casino.module.css';

export interface SubcategoryNavProps {
  language: string;
  category: CasinoCategory;
  subcategories: readonly { slug: string; gameCount: number }[];
  /** The lobby is still loading: the row shows "All" alone, so the page below does not move when the rest comes. */
  pending?: boolean;
}

/**
 * A category's sub-categories (spec 01 §2 slots/{subcategory?}, live-casino/{subcategory?}).
 * Sub-categories are the server's slugs: the name is their translation when there is one
 * (`casino_subcategory_<slug>`), else the slug with spaces.
 */
export function SubcategoryNav({ language, category, subcategories, pending = false }: SubcategoryNavProps) {
  const { t } = useTranslation();
  if (subcategories.length === 0 && !pending) return null;
  return (
    <nav className={styles.nav} aria-label={t('casino_subcategories_label')}>
      <ul>
        <li>
          <NavLink to={categoryPath(category, language)} end>
            {t('casino_subcategory_all')}
          </NavLink>
        </li>
        {subcategories.map((sub) => (
          <li key={sub.slug}>
            <NavLink to={categoryPath(category, language, sub.slug)} end>
              {t(`casino_subcategory_${sub.slug}`, { defaultValue: sub.slug.replace(/-/g, ' ') })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
