import { useTranslation } from 'react-i18next';

/** The page's language (the texts' language, which the route's prefix sets). */
export function useSupportLanguage(): string {
  return useTranslation().i18n.language || 'en';
}
