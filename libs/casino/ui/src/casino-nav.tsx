import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CASINO_CATEGORIES, type CasinoCategoryInfo } from '@bet/contract';
import { routePath } from '@bet/routing';
import { categoryPath } from './links';
import styles from './casino.module.css';

export interface CasinoNavProps {
  language: string;
  /** The lobby's categories (in the operator's order); the casino's own pages come first. */
  categories: readonly CasinoCategoryInfo[];
}

/** The casino's sections (spec 01 §2): lobby, categories, providers, my casino, search. */
export function CasinoNav({ language, categories }: CasinoNavProps) {
  const { t } = useTranslation();
  // Until the lobby answers, every section of the contract: the nav has its full size from the
  // first paint, and the answer only drops an empty section (no layout shift below it).
  const shown =
    categories.length === 0
      ? CASINO_CATEGORIES
      : categories.filter((category) => category.gameCount > 0).map((category) => category.slug);
  const links = [
    { to: routePath('casino-lobby', { language }), label: t('casino_lobby_title') },
    ...shown.map((slug) => ({ to: categoryPath(slug, language), label: t(`casino_category_${slug}`) })),
    { to: routePath('othergames', { language }), label: t('casino_othergames_title') },
    { to: routePath('providers', { language }), label: t('casino_providers_title') },
    { to: routePath('my-casino', { language }), label: t('casino_my_title') },
    { to: routePath('casino-search', { language }), label: t('casino_search_title') },
  ];
  // Toto and lotto both lead to othergames: one link each address.
  const unique = links.filter((link, index) => links.findIndex((other) => other.to === link.to) === index);
  return (
    <nav className={styles.nav} aria-label={t('casino_nav_label')}>
      <ul>
        {unique.map((link) => (
          <li key={link.to}>
            {link.to.includes('?') ? (
              // A kind of othergames (`?kind=`): NavLink matches the path only, so it would mark every kind.
              <Link to={link.to}>{link.label}</Link>
            ) : (
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
