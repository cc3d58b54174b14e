import { useTranslation } from 'react-i18next';
import { formatMoney } from '@bet/i18n';

/** Minor units as money in the page's language: the one money formatter of @bet/i18n. */
export function useMoney(): (minor: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return (minor, currency) => formatMoney(minor, currency, language);
}
