import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { loadCasinoOnDemand } from '@bet/casino-ui';
import { ConnectedOddsSettings } from '@bet/coupon-ui';
import {
  BetHistoryPage,
  ConnectedDisallowedSports,
  ConnectedOfficeGroups,
  PrintCouponPage,
  SettingsPage,
  type SettingsSection,
} from '@bet/office-ui';
import { DEFAULT_LANGUAGE } from '@bet/platform';
import { Spinner } from '@bet/ui';
import { AppearanceSettingsSection } from '@bet/site-ui';
import { LineDisplaySettingsSection } from '@bet/sportsbook-ui';
import { TimeSettingsSection } from '@bet/time-settings-ui';
import { lazyComponent } from './lazy-route';

/** Issue 14: the casino's rounds, the history's casino part, load after the bet history (a chunk of the casino's). */
const CasinoRounds = lazyComponent(loadCasinoOnDemand, (m) => m.CasinoRoundsSection);

/**
 * Spec 01 §2 office "history": the print links keep the page's language prefix. The player's
 * real-money casino rounds follow the bets (issue 14), from the casino's own library.
 */
export function HistoryRoute() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANGUAGE } = useParams();
  return (
    <>
      <BetHistoryPage printHref={(couponId) => `/${lang}/print-coupon/${couponId}`} />
      <Suspense fallback={<Spinner label={t('casino_loading')} />}>
        <CasinoRounds />
      </Suspense>
    </>
  );
}

/** Spec 01 §2 print-coupon/{couponId}; the route table's param rule lets digits only through (spec 01 §5). */
export function PrintCouponRoute() {
  const { couponId = '' } = useParams();
  return <PrintCouponPage couponId={couponId} />;
}

/**
 * Issue 12: the settings page's sections, in order (spec 01 §3 global settings); each feature
 * gives its own section component.
 */
const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: 'odds', content: <ConnectedOddsSettings /> },
  { id: 'time', content: <TimeSettingsSection /> },
  // Theme, text size and compact view; the market names type and the line's 0/1 flags.
  { id: 'appearance', content: <AppearanceSettingsSection /> },
  { id: 'line-display', content: <LineDisplaySettingsSection /> },
  // The office groups saved on the server, then the line and live blacklists (spec 01 §3, §6).
  { id: 'office-groups', content: <ConnectedOfficeGroups /> },
  { id: 'disallowed-sports', content: <ConnectedDisallowedSports /> },
];

/** Spec 01 §2 office "settings" (auth). */
export function SettingsRoute() {
  return <SettingsPage sections={SETTINGS_SECTIONS} />;
}
