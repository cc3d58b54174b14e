import { useTranslation } from 'react-i18next';
import { SystemPage } from './system-page';

/**
 * The browsers the site supports, by their first version with everything the client uses
 * (decision, see README: the spec names the page but not the list).
 */
export const SUPPORTED_BROWSERS: readonly { name: string; version: number }[] = [
  { name: 'Google Chrome', version: 109 },
  { name: 'Mozilla Firefox', version: 115 },
  { name: 'Safari', version: 16 },
  { name: 'Microsoft Edge', version: 109 },
  { name: 'Opera', version: 95 },
];

/** Spec 01 §2 "An oldbrowser page ... exist(s)": what to install instead. */
export function OldBrowserPage() {
  const { t } = useTranslation();
  return (
    <SystemPage title={t('oldbrowser_title')} text={t('oldbrowser_text')}>
      <ul aria-label={t('oldbrowser_supported')}>
        {SUPPORTED_BROWSERS.map(({ name, version }) => (
          <li key={name}>{t('oldbrowser_browser', { name, version })}</li>
        ))}
      </ul>
    </SystemPage>
  );
}
