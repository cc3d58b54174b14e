import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@bet/i18n';
import { SystemPage } from './system-page';

function blockReasonPage(titleKey: TranslationKey, textKey: TranslationKey, name: string) {
  function Page() {
    const { t } = useTranslation();
    return <SystemPage title={t(titleKey)} text={t(textKey)} />;
  }
  Page.displayName = name;
  return Page;
}

/**
 * The pages of spec 01 §4 Blocking reasons: 3/1/5/2/14 block, 13 block-ua, 17 block-ie,
 * 4 site-updates, 8 coming-soon, 16 suspension. The spec gives no texts: ours say what happened
 * and, where the visitor can do something, what.
 */
export const BlockPage = blockReasonPage('system_block_title', 'system_block_text', 'BlockPage');
export const BlockUaPage = blockReasonPage('system_block_ua_title', 'system_block_ua_text', 'BlockUaPage');
export const BlockIePage = blockReasonPage('system_block_ie_title', 'system_block_ie_text', 'BlockIePage');
export const SiteUpdatesPage = blockReasonPage(
  'system_site_updates_title',
  'system_site_updates_text',
  'SiteUpdatesPage',
);
export const ComingSoonPage = blockReasonPage('system_coming_soon_title', 'system_coming_soon_text', 'ComingSoonPage');
export const SuspensionPage = blockReasonPage('system_suspension_title', 'system_suspension_text', 'SuspensionPage');
