import { useSelector } from 'react-redux';
import type { AuthConfig } from '@bet/contract';
import { selectLanguage, selectSiteConfig } from '@bet/site';

export interface AuthSettings {
  auth: AuthConfig;
  language: string;
  minAge: number;
  /** Spec 01 §5: registration only when it is allowed and the site is not a VIP domain. */
  registrationAllowed: boolean;
}

/** The site config's sign-in settings; the session UI renders only after start-up. */
export function useAuthSettings(): AuthSettings {
  const config = useSelector(selectSiteConfig);
  const language = useSelector(selectLanguage);
  if (!config || !language) throw new Error('The session UI renders only after start-up');
  const { auth } = config;
  return {
    auth,
    language,
    minAge: config.minAge,
    registrationAllowed: auth.isRegistrationAllowed && !auth.isVipDomain && auth.registrationTypes.length > 0,
  };
}
