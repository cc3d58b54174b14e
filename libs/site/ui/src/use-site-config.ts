import { useSelector } from 'react-redux';
import type { SiteConfig } from '@bet/contract';
import { selectLanguage, selectSiteConfig } from '@bet/site';

/** The site config of a started site; pages render only after start-up, so it is there. */
export function useSiteConfig(): SiteConfig {
  const config = useSelector(selectSiteConfig);
  if (!config) throw new Error('useSiteConfig: the site has not started');
  return config;
}

/** The language the site runs in after start-up. */
export function useSiteLanguage(): string {
  const language = useSelector(selectLanguage);
  if (!language) throw new Error('useSiteLanguage: the site has not started');
  return language;
}
