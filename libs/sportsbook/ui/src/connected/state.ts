import type { WithCoupon } from '@bet/coupon/state';
import type { WithSportsbook } from '@bet/sportsbook';
import { useTranslation } from 'react-i18next';

/** The root state as far as the connected components are concerned. */
export type SportsbookUiState = WithSportsbook & WithCoupon;

/** The language prefix of links: the app keeps i18next on the URL's language. */
export function useLanguage(): string {
  return useTranslation().i18n.language;
}
