import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CasinoCategoryPage } from './category-page';
import { CasinoGamePage } from './game-page';

/**
 * Spec 01 §2 lotto (sectionName, lottoId): the lotto games, the section as the sub-category;
 * with a lottoId, that game's page (an unknown one is the 404 page).
 */
export function LottoPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const { lottoId } = useParams();
  if (lottoId) return <CasinoGamePage gameIdParam="lottoId" notFound={notFound} />;
  return <CasinoCategoryPage category="lotto" subcategoryParam="sectionName" title={t('casino_category_lotto')} />;
}
