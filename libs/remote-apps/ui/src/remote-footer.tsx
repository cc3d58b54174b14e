import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RemoteApp } from './remote-app';

export const FOOTER_APP_NAME = 'footer';

/** The language root of a path (/en/rules/1 → /en); '/' without a language segment. */
export function languageRootOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z]{2}$/.test(first) ? `/${first}` : '/';
}

/**
 * The footer's remote part (spec 02 §1 "footer ... loaded as remote sub-applications"). It is
 * asked for at the language root, not at each page's path: its content depends on the language
 * only, so navigating does not reload it. On failure it shows the same texts and refresh button
 * as any sub-app (spec 02 §8 "same for the footer").
 */
export function RemoteFooter() {
  const { t } = useTranslation();
  const path = languageRootOf(useLocation().pathname);
  return <RemoteApp appName={FOOTER_APP_NAME} path={path} label={t('remote_footer_label')} />;
}
