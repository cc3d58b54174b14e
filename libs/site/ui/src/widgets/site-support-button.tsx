import { useSelector } from 'react-redux';
import { routePath } from '@bet/routing';
import { selectIsSignedIn, selectSupportOptions } from '@bet/site';
import { useSiteLanguage } from '../use-site-config';
import { SupportButton } from './support-button';

export interface SiteSupportButtonProps {
  /** Unread support replies (issue 12: the support feature counts them; the app passes the number). */
  unreadCount?: number;
}

/**
 * The support multi-button bound to the store: the `support` settings group, the player's
 * sign-in state and language. A signed-in player's chat, e-mail form and callback are on the
 * office support page (issue 12); a visitor's lead to the contacts page.
 */
export function SiteSupportButton({ unreadCount = 0 }: SiteSupportButtonProps) {
  const options = useSelector(selectSupportOptions);
  const isSignedIn = useSelector(selectIsSignedIn);
  const language = useSiteLanguage();
  return (
    <SupportButton
      options={options}
      contactsHref={routePath('contacts', { language })}
      supportHref={isSignedIn ? routePath('support', { language }) : undefined}
      unreadCount={unreadCount}
    />
  );
}
