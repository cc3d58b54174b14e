import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { oddsViewChosen, selectOddsView, selectOddsViewSave, type WithCoupon } from '@bet/coupon/state';
import { routePath } from '@bet/routing';
import { selectIsAuthenticated } from '@bet/session';
import { selectLanguage } from '@bet/site';
import { OddsSettingsSection } from '../odds-settings-section';
import type { OddsView } from '../odds-view-fields';
import { QuickSettings } from '../quick-settings';
import type { CouponUiState } from './coupon-ui-state';

function useOddsView() {
  const dispatch = useDispatch();
  const view = useSelector((state: WithCoupon) => selectOddsView(state));
  const save = useSelector((state: WithCoupon) => selectOddsViewSave(state));
  const onChange = useCallback((next: OddsView) => dispatch(oddsViewChosen(next)), [dispatch]);
  return { view, save, onChange };
}

/** The settings page's "View and odds" section over the coupon's odds view. */
export function ConnectedOddsSettings() {
  return <OddsSettingsSection {...useOddsView()} />;
}

/**
 * The header's quick settings over the coupon's odds view; a signed-in player also gets the link
 * to the settings page (spec 01 §2 office `settings`, auth).
 */
export function ConnectedQuickSettings() {
  const { t, i18n } = useTranslation();
  const isSignedIn = useSelector((state: CouponUiState) => selectIsAuthenticated(state));
  const language = useSelector((state: CouponUiState) => selectLanguage(state)) ?? i18n.language;
  const href = routePath('settings', { language });
  return (
    <QuickSettings
      {...useOddsView()}
      {...(isSignedIn
        ? {
            settingsLink: ({ className, close }: { className: string; close: () => void }) => (
              <Link to={href} className={className} onClick={close}>
                {t('coupon_quick_settings_all')}
              </Link>
            ),
          }
        : {})}
    />
  );
}
