import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@bet/routing';
import { CasinoOfferPage } from './offer-pages';

/** The casino's first-deposit bonus among getCasinoOffers (apps/api "Casino catalogue" offers). */
export const FIRST_DEPOSIT_OFFER_ID = 'welcome-casino';

/**
 * Spec 01 §2 casino/slot-first-deposit (the target of the slot_first_deposit bonus redirect):
 * the casino's first-deposit bonus with its terms, and the way to the deposit page.
 */
export function SlotFirstDepositPage() {
  const { t, i18n } = useTranslation();
  return (
    <CasinoOfferPage
      kind="bonus"
      id={FIRST_DEPOSIT_OFFER_ID}
      extra={
        <p>
          <Link to={routePath('recharge', { language: i18n.language })}>{t('payments_nav_recharge')}</Link>
        </p>
      }
    />
  );
}
