import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadSessionOnDemand, type SessionOnDemand } from '@bet/session-ui';
import { loadCouponOnDemand } from '@bet/coupon-ui';
import { loadLimitsOnDemand } from '@bet/limits-ui';
import { loadSupportOnDemand } from '@bet/support-ui';
import { loadPromotionOnDemand } from '@bet/promotion-ui';
import { loadVerificationOnDemand } from '@bet/verification-ui';
import { loadBonusesOnDemand, type BonusesOnDemand } from '@bet/bonuses-ui';
import { loadProfileOnDemand } from '@bet/profile-ui';
import type { TextPackName } from '@bet/i18n';
import { NotFoundPage, StartupScreen } from '@bet/site-ui';
import { createCasinoRoutes } from '@bet/casino-ui';
import { createBettingRoutes, createSportsbookPagesRoutes } from '@bet/sportsbook-ui';
import { HomeRoute } from './home-route';
import { createRemotePageRoutes, loadRemoteAppsOnDemand } from '@bet/remote-apps-ui';
import { PageLayout } from './layouts/page-layout';
import { casinoLandingRoute } from './casino-landing-route';
import { BlockedLayout } from './layouts/blocked-layout';
import { MaintenanceLayout } from './layouts/maintenance-layout';
import { systemPageRoutes } from './system-page-routes';
import { RouteError } from './route-error';
import { LanguagePrefixRedirect, LanguageRoute } from './language-route';
import type { RouteAccess } from './navigator';
import type { OnDemandFeature } from './store';
import { RouteGuard } from './route-guard';
import { EmptyLayout } from './layouts/empty-layout';
import { createEmptyLayoutRoutes } from './shell-page-routes';
import { lazyRoute } from './lazy-route';
import { TechnicalPage } from './on-demand';
// Types only: the module itself loads on first visit.
import type * as PaymentRoutesModule from './payment-routes';

type PaymentRoutes = typeof PaymentRoutesModule;

const guestOnly: RouteAccess = { guestOnly: true };
const signedIn: RouteAccess = { auth: true };
const matchedByTable: RouteAccess = { matchedByTable: true };

/** Loads a page's text pack into the app's texts (the app: `loadTextPack`; tests have every text). */
export type LoadTexts = (pack: TextPackName) => Promise<void>;

/** What a lazy page needs besides its chunk; the app gives both, tests may give neither. */
export interface PageNeeds {
  /** The app: `loadTextPack` of @bet/i18n. */
  loadTexts?: LoadTexts;
  /** The app: the store's `startSagas` (store.ts); without it (the shell's tests) no feature's sagas start. */
  startSagas?: (feature: OnDemandFeature) => Promise<void>;
}

/**
 * The route table. Every route sits under a language prefix of two lowercase letters
 * (spec 01 §2); anything else is sent to the current language. Routes the product has not
 * built yet do not exist here: they answer "This page could not be found" until their issue
 * adds them. `handle` carries the access rules the session reads (navigator.ts).
 */
export function createRoutes({ loadTexts, startSagas }: PageNeeds = {}): RouteObject[] {
  /**
   * A page's chunk together with its text packs (@bet/i18n text-packs.ts) and its feature's sagas
   * (store.ts `onDemandFeatures`), loaded side by side: the page renders with its texts and its
   * first event finds the sagas listening.
   */
  const page =
    <M,>(load: () => Promise<M>, needs: { texts?: readonly TextPackName[]; sagas?: OnDemandFeature }) =>
    () =>
      Promise.all([
        load(),
        ...(needs.texts ?? []).map((pack) => loadTexts?.(pack)),
        needs.sagas && startSagas?.(needs.sagas),
      ]).then(([module]) => module);
  const verificationPages = page(loadVerificationOnDemand, { texts: ['verification'], sagas: 'verification' });
  const programmePages = page(loadPromotionOnDemand, { texts: ['programmes'], sagas: 'promotion' });
  const supportProgrammePages = page(loadSupportOnDemand, { texts: ['programmes'] });
  const bonusPages = page(loadBonusesOnDemand, { texts: ['bonuses'], sagas: 'bonuses' });
  const personalDataPage = page(loadProfileOnDemand, { texts: ['profile'], sagas: 'profile' });
  const securityPage = page(loadSessionOnDemand, { texts: ['securityMethods'] });
  const officeRoutes = page(() => import('./office-routes'), { sagas: 'office' });
  const settingsPage = page(officeRoutes, { texts: ['officeSettings'] });
  const paymentRoutes = page(() => import('./payment-routes'), { texts: ['payments'], sagas: 'payments' });
  // The bet history shows the casino's rounds below the bets (office-routes.tsx).
  const historyPage = page(officeRoutes, { texts: ['casino'] });
  // The casino's thank-you and first-deposit pages link to the deposit page by its name.
  const casinoPages = <M,>(load: () => Promise<M>) => page(load, { texts: ['casino', 'payments'] });

  return [
    {
      path: '/:lang',
      element: <LanguageRoute />,
      // A fresh visit to a lazy route: the start-up screen stays until the page's chunk is in
      // (the same screen as before, so nothing jumps); later visits keep the page with the progress bar.
      hydrateFallbackElement: <StartupScreen />,
      // Spec 02 §8: a chunk that fails to load reloads the page once per 60 s (route-error.tsx).
      errorElement: <RouteError />,
      children: [
        // Spec 01 §2 system pages in their own layouts (spec 02 §4 start-up checks send players here).
        { element: <MaintenanceLayout />, children: systemPageRoutes.maintenance },
        {
          element: <BlockedLayout />,
          children: [
            ...systemPageRoutes.blocked,
            // Issue 12: spec 01 §2 "block-appeal-history (blocked layout, authentication required)", guarded
            // as every table page and loaded on first visit.
            {
              element: <RouteGuard />,
              children: [
                {
                  path: 'block-appeal-history',
                  lazy: lazyRoute(verificationPages, (m) => m.BlockAppealHistoryPage),
                  handle: signedIn,
                },
              ],
            },
          ],
        },
        // Spec 01 §2 "empty" layout: payment results, oldbrowser, 500, internal-vpn, guarded as every table page.
        {
          element: <EmptyLayout />,
          children: [
            {
              element: <RouteGuard />,
              children: [
                ...createEmptyLayoutRoutes(paymentRoutes),
                // Issue 6: print-coupon (@bet/routing: layout empty, couponId digits), loaded on first visit.
                {
                  path: 'print-coupon/:couponId',
                  lazy: lazyRoute(officeRoutes, (m) => m.PrintCouponRoute),
                },
              ],
            },
          ],
        },
        {
          // Default or headless, as the route table says (spec 01 §2 Layouts).
          element: <PageLayout />,
          children: [
            {
              // Spec 01 §2 Guards: @bet/routing's matcher and guards decide every page of this
              // layout (redirects, 404, ban, sign-in); the routes below only pick the component.
              element: <RouteGuard />,
              children: [
                { index: true, element: <HomeRoute /> },
                // Issue 16: every page but the home page loads on first visit (or ahead, as its link shows).
                {
                  path: 'user/login',
                  lazy: lazyRoute(loadSessionOnDemand, (m) => m.SignInPage),
                  handle: guestOnly,
                },
                { path: 'registration/:type?', lazy: lazyRoute(loadSessionOnDemand, (m) => m.RegistrationPage) },
                {
                  path: 'confirm',
                  lazy: lazyRoute(loadSessionOnDemand, (m) => m.ConfirmTermsPage),
                  handle: signedIn,
                },
                // Issue 12: the e-mailed links' pages (password reset, e-mail confirmation, stop newsletter)
                // and the office security page (@bet/routing user-*, security), loaded on first visit.
                ...(
                  [
                    ['user/passwordreset', (m) => m.PasswordResetPage],
                    ['user/activate/:type?', (m) => m.EmailConfirmationPage],
                    ['user/activatefast/:type?', (m) => m.EmailConfirmationPage],
                    ['user/accountverify', (m) => m.EmailConfirmationPage],
                    ['user/stopnewsletter', (m) => m.StopNewsletterPage],
                  ] as const satisfies readonly (readonly [string, (m: SessionOnDemand) => ComponentType])[]
                ).map(([path, pick]) => ({ path, lazy: lazyRoute(loadSessionOnDemand, pick) })),
                { path: 'security', lazy: lazyRoute(securityPage, (m) => m.SecurityPage), handle: signedIn },
                // Issue 6: the office bet history (@bet/routing `history`, auth), loaded on first visit.
                {
                  path: 'history',
                  lazy: lazyRoute(historyPage, (m) => m.HistoryRoute),
                  handle: signedIn,
                },
                // Issue 12: the office settings page (@bet/routing `settings`, auth), loaded on first visit.
                {
                  path: 'settings',
                  lazy: lazyRoute(settingsPage, (m) => m.SettingsRoute),
                  handle: signedIn,
                },
                // Issue 13: responsible gaming (@bet/routing `responsible`, auth), loaded on first visit.
                {
                  path: 'responsible',
                  lazy: lazyRoute(loadLimitsOnDemand, (m) => m.LimitsPage),
                  handle: signedIn,
                },
                // Issue 12: the personal data page (@bet/routing `account`, auth), loaded on first visit.
                {
                  path: 'account',
                  lazy: lazyRoute(personalDataPage, (m) => m.PersonalDataPage),
                  handle: signedIn,
                },
                // Issue 12: support and the player's messages (@bet/routing `support`, auth), loaded on first visit.
                {
                  path: 'support',
                  lazy: lazyRoute(loadSupportOnDemand, (m) => m.SupportPage),
                  handle: signedIn,
                },
                // Issue 12: the personal manager and share an idea (@bet/routing `manager`, `share-idea`; the
                // support's chunk), promotion and bring a friend (`promotion`, `bringfriend`; @bet/promotion-ui).
                { path: 'manager', lazy: lazyRoute(supportProgrammePages, (m) => m.ManagerPage), handle: signedIn },
                {
                  path: 'share-idea',
                  lazy: lazyRoute(supportProgrammePages, (m) => m.ShareIdeaPage),
                  handle: signedIn,
                },
                { path: 'promotion', lazy: lazyRoute(programmePages, (m) => m.PromotionPage), handle: signedIn },
                {
                  path: 'bringfriend',
                  lazy: lazyRoute(programmePages, (m) => m.BringFriendPage),
                  handle: signedIn,
                },
                // Issue 12: verification, identification (with the show-identification flag, spec 01 §5) and the
                // system page convert-account (@bet/routing, auth), loaded on first visit.
                {
                  path: 'verification',
                  lazy: lazyRoute(verificationPages, (m) => m.VerificationPage),
                  handle: signedIn,
                },
                {
                  path: 'identification',
                  lazy: lazyRoute(verificationPages, (m) => m.IdentificationPage),
                  handle: signedIn,
                },
                {
                  path: 'convert-account',
                  lazy: lazyRoute(verificationPages, (m) => m.ConvertAccountPage),
                  handle: signedIn,
                },
                // Issue 12: bonuses, cashback, points and rewards (@bet/routing account routes, auth), loaded on first visit.
                ...(
                  [
                    ['bonuses/deposit', (m) => m.DepositBonusPage],
                    ['bonuses/wager', (m) => m.WagerPage],
                    ['casino/vipcashback', (m) => m.VipCashbackPage],
                    ['casino/premiumcashback', (m) => m.PremiumCashbackPage],
                    ['points', (m) => m.PointsPage],
                    ['rewards', (m) => m.RewardsPage],
                  ] as const satisfies readonly (readonly [string, (m: BonusesOnDemand) => ComponentType])[]
                ).map(([path, pick]) => ({ path, lazy: lazyRoute(bonusPages, pick), handle: signedIn })),
                // Issue 11: the money pages (@bet/routing recharge, deduce, historypay, payment-requests,
                // payment-create-request; auth), loaded on first visit (payment-routes.tsx).
                ...(
                  [
                    ['recharge', (m) => m.RechargeRoute],
                    ['deduce', (m) => m.DeduceRoute],
                    ['historypay', (m) => m.HistoryPayRoute],
                    ['payment/requests/:requestId?', (m) => m.PaymentRequestsRoute],
                    ['payment/create-request/:topicId?/:subTopicId?/:transactionId?', (m) => m.CreateRequestRoute],
                  ] as const satisfies readonly (readonly [string, (m: PaymentRoutes) => ComponentType])[]
                ).map(([path, pick]) => ({
                  path,
                  lazy: lazyRoute(paymentRoutes, pick),
                  handle: signedIn,
                })),
                // Issue 6: the coupon on its own page (@bet/routing `coupon`, libs/coupon/ui README).
                { path: 'coupon', lazy: lazyRoute(loadCouponOnDemand, (m) => m.CouponPage) },
                // Issue 6: the betting listing and game pages, one pair per page type (@bet/sportsbook-ui).
                ...createBettingRoutes(lazyRoute),
                // Issue 6: results/{type?}, champs/{champId?}, statistic, cyber/{type}/..., multi (spec 01 §2).
                ...createSportsbookPagesRoutes(lazyRoute),
                // Issue 14: the casino's pages (@bet/casino-ui), loaded on first visit; an unknown game is the 404 page.
                ...createCasinoRoutes((load, pick) => lazyRoute(casinoPages(load), pick), { NotFound: NotFoundPage }),
                // Information, promotions and news pages are remote sub-apps (spec 01 §2, 02 §7).
                ...createRemotePageRoutes(lazyRoute),
                // Spec 01 §2 "a headless landing-{x} landing" (casino-landing-route.tsx).
                {
                  path: ':landing',
                  lazy: lazyRoute(loadRemoteAppsOnDemand, casinoLandingRoute),
                  handle: matchedByTable,
                },
                // Spec 01 §2: an unmatched path shows the remote technical error page; spec 02 §8: if
                // that fails, an inline error (the NotFoundPage texts).
                { path: '*', element: <TechnicalPage /> },
              ],
            },
          ],
        },
      ],
    },
    { path: '*', element: <LanguagePrefixRedirect /> },
  ];
}
