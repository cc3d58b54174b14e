import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CasinoCategoryPage } from './category-page';

/** The section of toto/{section} that is the toto's front page: every toto game. */
export const TOTO_MAIN_SECTION = 'main';

/**
 * Spec 01 §2 toto/{section}: the toto games, the section as the sub-category (football, mixed);
 * `main` is all of them (libs/casino/ui README "Other casino routes").
 */
export function TotoPage() {
  const { t } = useTranslation();
  const { section } = useParams();
  return (
    <CasinoCategoryPage
      category="toto"
      subcategory={section === TOTO_MAIN_SECTION ? '' : section}
      title={t('casino_category_toto')}
    />
  );
}
