import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectIsMaintenanceActive } from '@bet/maintenance';
import { selectBanLevel, selectSessionStatus, selectUserId } from '@bet/session';
import { ownAppVersion, selectLanguage, selectSiteStatus } from '@bet/site';
import { DebuggerPage, type DebuggerFact } from '@bet/site-ui';

/** Spec 01 §2 debugger page (outside production only): the app's facts from the store. */
export function DebuggerRoute({ storage = window.localStorage }: { storage?: Storage }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const siteStatus = useSelector(selectSiteStatus);
  const session = useSelector(selectSessionStatus);
  const userId = useSelector(selectUserId);
  const banLevel = useSelector(selectBanLevel);
  const maintenance = useSelector(selectIsMaintenanceActive);
  const facts: DebuggerFact[] = [
    { label: t('debugger_app_version'), value: ownAppVersion(import.meta.url) ?? t('debugger_app_version_dev') },
    { label: t('debugger_language'), value: language ?? t('debugger_none') },
    { label: t('debugger_site_status'), value: siteStatus },
    { label: t('debugger_session'), value: session },
    { label: t('debugger_user_id'), value: userId === null ? t('debugger_none') : String(userId) },
    { label: t('debugger_ban_level'), value: String(banLevel) },
    { label: t('debugger_maintenance'), value: maintenance ? t('debugger_yes') : t('debugger_no') },
  ];
  const storageKeys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
    .filter((key): key is string => key !== null)
    .sort();
  const clear = () => {
    storage.clear();
    window.location.reload();
  };
  return <DebuggerPage facts={facts} storageKeys={storageKeys} onClearStorage={clear} />;
}
