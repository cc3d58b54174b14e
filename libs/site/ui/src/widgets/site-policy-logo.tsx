import { useSelector } from 'react-redux';
import { routePath } from '@bet/routing';
import { selectIsPolicyLogoShown } from '@bet/site';
import { useSiteLanguage } from '../use-site-config';
import { PolicyLogo } from './policy-logo';

/** The policy logo for the site's geo (site config geoCountryId), leading to the responsible-gaming page. */
export function SitePolicyLogo() {
  const visible = useSelector(selectIsPolicyLogoShown);
  const language = useSiteLanguage();
  return <PolicyLogo visible={visible} href={routePath('responsiblegaming', { language })} />;
}
