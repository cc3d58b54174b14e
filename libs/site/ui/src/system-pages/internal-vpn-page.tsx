import { useTranslation } from 'react-i18next';
import { SystemPage } from './system-page';

/**
 * Spec 01 §2 internal-vpn: the spec names the page only. Ours tells a visitor that the address
 * is for the operator's staff on its internal network (decision, see README).
 */
export function InternalVpnPage() {
  const { t } = useTranslation();
  return <SystemPage title={t('internal_vpn_title')} text={t('internal_vpn_text')} />;
}
