import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routePath } from '@bet/routing';
import { OTHER_GAME_CATEGORY, OTHER_GAME_KINDS, type OtherGameKind } from '../links';
import { CasinoCategoryPage } from './category-page';
import styles from '../casino.module.css';

/**
 * Spec 01 §2 othergames with spec 01 §3 "other-games kinds: poker, virtual, toto, lotto": the kind
 * in the address (`?kind=toto`, poker unless given), each kind the games of its category.
 */
export function OtherGamesPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const raw = search.get('kind');
  const kind: OtherGameKind = (OTHER_GAME_KINDS as readonly string[]).includes(raw ?? '')
    ? (raw as OtherGameKind)
    : 'poker';
  const kinds = (
    <nav className={styles.nav} aria-label={t('casino_kinds_label')}>
      <ul>
        {OTHER_GAME_KINDS.map((item) => (
          <li key={item}>
            <Link
              to={routePath('othergames', { language: i18n.language, query: { kind: item } })}
              aria-current={item === kind ? 'page' : undefined}
            >
              {t(`casino_kind_${item}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <CasinoCategoryPage
      key={kind}
      category={OTHER_GAME_CATEGORY[kind]}
      title={t('casino_othergames_title')}
      extra={kinds}
    />
  );
}
