import { useSelector } from 'react-redux';
import { routePath } from '@bet/routing';
import { selectSupportOptions } from '@bet/site';
import { useSiteLanguage } from '../use-site-config';
import { SupportButton } from './support-button';

/**
 * The support multi-button bound to the store: the `support` settings group, the player's
 * sign-in state and language. No chat service exists yet, so there are no unread messages.
 */
export function SiteSupportButton() {
  const options = useSelector(selectSupportOptions);
  const language = useSiteLanguage();
  return <SupportButton options={options} contactsHref={routePath('contacts', { language })} />;
}
