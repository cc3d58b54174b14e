import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_GAMES } from '@bet/routing';
import { BonusGamePage } from './bonus-game-page';
import { CasinoCategoryPage, type CasinoCategoryPageProps } from './category-page';
import { LottoPage } from './lotto-page';
import { SlotFirstDepositPage } from './slot-first-deposit-page';
import { ThankYouPage } from './thank-you-page';
import { TotoPage } from './toto-page';

type OtherPage = ComponentType<{ notFound: ReactNode }>;

/** A lobby over the catalogue narrowed by a tag, a provider or a fixed sub-category, with its title. */
function lobby(
  titleKey: string,
  props: Omit<CasinoCategoryPageProps, 'title'>,
  values: Record<string, string> = {},
): OtherPage {
  return function TaggedLobby() {
    const { t } = useTranslation();
    return <CasinoCategoryPage {...props} title={t(titleKey, values)} />;
  };
}

/**
 * Spec 01 §2 casino routes with no section of their own, by their route path (the app's routes
 * list the paths; the pages come with the casino's chunk). libs/casino/ui README "Other casino routes".
 */
export const OTHER_CASINO_PAGES: Readonly<Record<string, OtherPage>> = {
  'fast-bet': lobby('casino_fast_bet', { tag: 'quick-draw' }),
  'asian-games': lobby('casino_asian_games', { tag: 'asian' }),
  // The operator's own studio: a proper name, the same in every language.
  'casino/brand': lobby('casino_provider_title', { provider: 'house-originals' }, { provider: 'House Originals' }),
  'slots/vulkan': lobby('casino_vulkan', { category: 'slots', subcategory: 'classic' }),
  'slots/thank-you': () => <ThankYouPage section="slots" />,
  'casino/thank-you': () => <ThankYouPage section="casino" />,
  'keno/thank-you': () => <ThankYouPage section="keno" />,
  'casino/slot-first-deposit': SlotFirstDepositPage,
  'toto/:section': TotoPage,
  'lotto/:sectionName?/:lottoId?': LottoPage,
  ...Object.fromEntries(
    BONUS_GAMES.map((slug): [string, OtherPage] => [
      slug,
      ({ notFound }) => <BonusGamePage key={slug} slug={slug} notFound={notFound} />,
    ]),
  ),
};
