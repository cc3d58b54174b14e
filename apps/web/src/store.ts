import { combineReducers, configureStore, type AutoBatchOptions } from '@reduxjs/toolkit';
import {
  bridge,
  bridgeSaga,
  onDemandSagas,
  pageLeaveSaga,
  pageReducer,
  systemClock,
  type Bridge,
  type OnDemandSagaLoaders,
  type PageVisibilityPort,
  type StartableSaga,
  type YieldToMain,
} from '@bet/platform';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import {
  accountsReducer,
  accountsRefreshRequested,
  accountsSaga,
  activeAccountChanged,
  type AccountsDeps,
} from '@bet/accounts';
import {
  accountChosen,
  couponConfigRequested,
  couponPlaced,
  couponReducer,
  couponSaga,
  oneClickToggleRequested,
  type CouponDeps,
} from '@bet/coupon/state';
import {
  loggedOut,
  oneClickResetRequested,
  registrationSuggested,
  sessionReducer,
  sessionSaga,
  signedIn,
  type SessionDeps,
} from '@bet/session';
import { signedInChanged, siteReducer, siteSaga, type SiteDeps } from '@bet/site';
import { appearanceReducer, appearanceSaga, type AppearanceDeps } from '@bet/site';
import { shellReducer } from '@bet/site';
import { REMOTE_APPS_BASE_PATH } from '@bet/contract';
import { remoteAppsReducer, remoteAppsSaga, unavailableTransport, type RemoteAppsDeps } from '@bet/remote-apps';
import { maintenanceReducer, maintenanceSaga, startUpChecksRequested, type MaintenanceDeps } from '@bet/maintenance';
import { startupSucceeded } from '@bet/site';
import { notificationsReducer, notificationsSaga } from '@bet/notifications';
import { consentReducer, consentSaga, type ConsentDeps } from '@bet/consent';
import { registrationReminderFired, widgetsReducer, widgetsSaga, type WidgetsDeps } from '@bet/site';
import { disallowedSportsSaved, officeReducer, type OfficeDeps } from '@bet/office';
import { balanceMayHaveChanged, paymentAccountChanged, paymentsReducer, type PaymentsDeps } from '@bet/payments';
import {
  blacklistChanged,
  couponFeedSaga,
  sportsbookReducer,
  sportsbookSaga,
  type SportsbookDeps,
} from '@bet/sportsbook';
import { sportsbookResultsReducer, sportsbookResultsSaga } from '@bet/sportsbook';
import { limitsReducer, limitsSaga, type LimitsDeps } from '@bet/limits';
import { mediaReducer, mediaSaga, type MediaDeps } from '@bet/media';
import { selectUserConfig, sessionEnded, userDataLoaded, userDataRequested } from '@bet/session';
import { selectSessionStatus, sessionChecked, userIdChanged } from '@bet/session';
import { ideasReducer, managerReducer, supportReducer, supportSaga, type SupportDeps } from '@bet/support';
import { promotionReducer, type PromotionDeps } from '@bet/promotion';
import { verificationReducer, type VerificationDeps } from '@bet/verification';
import { bonusesReducer, bonusMoneyCredited, type BonusesDeps } from '@bet/bonuses';
import { profileReducer, type ProfileDeps } from '@bet/profile';
import { timeSettingsReducer, timeSettingsSaga, type TimeSettingsDeps } from '@bet/time-settings';
import { casinoBalanceChanged, casinoPlayerChanged, casinoReducer, casinoSaga, type CasinoDeps } from '@bet/casino';

/**
 * What each feature's sagas get from the outside world. Deps that read the app's state are typed
 * over `RootState`, so the selectors the app passes are checked against it.
 */
export interface AppDeps {
  site: SiteDeps;
  coupon: CouponDeps<RootState>;
  session: SessionDeps<RootState>;
  /**
   * Theme, font size, visually impaired mode and the brand book on <html> (libs/site/core README
   * "Appearance"); without them (the shell's tests) the page keeps the light defaults.
   */
  appearance?: AppearanceDeps;
  /**
   * The player's time zone and clock from the tzo / is12h cookies (libs/time-settings/core README);
   * without them (the shell's tests) every time shows in spec 02 §9's default zone 3, 24 h.
   */
  timeSettings?: TimeSettingsDeps;
  /** The page's visibility: the one page-leave source (@bet/platform) pauses every feature's timers. */
  visibility?: PageVisibilityPort;
  /** The sub-app loader's transport; without it (the shell's tests) every sub-app fails at once. */
  remoteApps?: RemoteAppsDeps;
  /** The start-up checks (redirect, block, maintenance); without them (the shell's tests) none run. */
  maintenance?: MaintenanceDeps;
  /** Cookie consent, referral cookies and analytics counters; without them (the shell's tests) none run. */
  consent?: ConsentDeps<RootState>;
  /** Age notice, new-site modal, registration reminder, ad-blocker check; without them (the shell's tests) none run. */
  widgets?: WidgetsDeps<RootState>;
  /** Bet history and print-coupon (libs/office/core README); without them (the shell's tests) none run. */
  office?: OfficeDeps;
  /** Deposits, withdrawals, payment history and requests (libs/payments/core README); without them (the shell's tests) none run. */
  payments?: PaymentsDeps;
  /** The line and live feed's polls; without them (the shell's tests) none run. */
  sportsbook?: SportsbookDeps;
  /** The player's accounts (libs/accounts/core README); without them (the shell's tests) none are read. */
  accounts?: AccountsDeps;
  /** Responsible gaming: limits, reality check, session-limit ping (libs/limits/core README); without them (the shell's tests) none run. */
  limits?: LimitsDeps;
  /** Live media: the media list's poll and the kept side zones (libs/media/core README); without them none run. */
  media?: MediaDeps;
  /** The casino: catalogue, search, favourites, game sessions, tournaments (libs/casino/core README); without them none run. */
  casino?: CasinoDeps;
  /** Support chat, callback, e-mail form and the player's messages (libs/support/core README); without them none run. */
  support?: SupportDeps;
  /** The promotion page and bring a friend (libs/promotion/core README); without them none run. */
  promotion?: PromotionDeps;
  /** Verification, identification, block appeals, convert account (libs/verification/core README); without them none run. */
  verification?: VerificationDeps;
  /** Bonuses, cashback, points and rewards (libs/bonuses/core README); without them none run. */
  bonuses?: BonusesDeps;
  /** The personal data page (libs/profile/core README); without them none run. */
  profile?: ProfileDeps;
  /**
   * Issue 16: subscribers hear of an auto-batched action (a feed's games, `gameListLoaded`) after
   * this yield, in a task of their own, so the merge and the render it causes are two tasks, not
   * one long one. Without it (the shell's tests) they hear at once, as of any other action.
   */
  yieldToMain?: YieldToMain;
}

export const rootReducer = combineReducers({
  page: pageReducer,
  site: siteReducer,
  appearance: appearanceReducer,
  timeSettings: timeSettingsReducer,
  coupon: couponReducer,
  session: sessionReducer,
  remoteApps: remoteAppsReducer,
  shell: shellReducer,
  maintenance: maintenanceReducer,
  notifications: notificationsReducer,
  consent: consentReducer,
  widgets: widgetsReducer,
  office: officeReducer,
  payments: paymentsReducer,
  sportsbook: sportsbookReducer,
  sportsbookResults: sportsbookResultsReducer,
  accounts: accountsReducer,
  limits: limitsReducer,
  media: mediaReducer,
  casino: casinoReducer,
  support: supportReducer,
  // Issue 12 office manager and share-idea (libs/support/core README "Manager and ideas").
  supportManager: managerReducer,
  supportIdeas: ideasReducer,
  promotion: promotionReducer,
  verification: verificationReducer,
  bonuses: bonusesReducer,
  profile: profileReducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The one home of the bridges between features that may not know each other (ARCHITECTURE.md
 * "How features talk"): declarations, not code; `bridgeSaga` of @bet/platform runs them.
 */
export const crossFeatureEvents: readonly Bridge<RootState>[] = [
  bridge({
    when: signedIn,
    then: () => signedInChanged({ isSignedIn: true, reloadConfig: true }),
    why: 'Spec 01 §4 "Login triggers config reload"; spec 02 §4: languages hidden from visitors show once signed in',
  }),
  bridge({
    when: loggedOut,
    then: () => signedInChanged({ isSignedIn: false, reloadConfig: false }),
    why: 'Spec 02 §4 Language resolution: signed out, the hidden languages go again',
  }),
  bridge({
    when: oneClickResetRequested,
    then: () => oneClickToggleRequested({ isActive: false }),
    why: 'Spec 01 §4 Session "Logout: ... one-click flag cleared"',
  }),
  bridge({
    when: [signedIn, loggedOut, sessionEnded],
    then: () => couponConfigRequested(),
    why: "The coupon's rules and the player's coupon inputs follow who is signed in (getCouponConfig)",
  }),
  bridge({
    when: couponPlaced,
    then: () => accountsRefreshRequested(),
    why: 'A placed bet (the coupon or a one-click bet) refreshes the accounts: the header balance shows the debit',
  }),
  bridge({
    when: activeAccountChanged,
    then: (event) => {
      const { accountId, accountType } = (event as ReturnType<typeof activeAccountChanged>).payload;
      return [accountChosen({ accountId, accountType }), couponConfigRequested()];
    },
    why: 'Spec 01 §4 Accounts "Changing active account resets available prepaid amount to 0 and refreshes data": the coupon places from the active account, with its limits and prepaid money',
  }),
  bridge({
    when: activeAccountChanged,
    then: () => paymentAccountChanged(),
    why: 'Money moves in or out of the active account (sandbox paymentAccount): recharge and deduce read the methods and bounds of the new one',
  }),
  bridge({
    when: balanceMayHaveChanged,
    then: () => accountsRefreshRequested(),
    why: 'Issue 11: a deposit read back, a withdrawal held or cancelled refreshes the accounts: the header balance follows without a reload',
  }),
  bridge<RootState>({
    when: [userDataLoaded, loggedOut, sessionEnded],
    then: (_event, state) => {
      const config = selectUserConfig(state);
      return [
        blacklistChanged({ section: 'line', sportIds: config?.disallow_line_sport ?? [] }),
        blacklistChanged({ section: 'live', sportIds: config?.disallow_live_sport ?? [] }),
      ];
    },
    why: 'Spec 01 §3 user config disallow_line_sport / disallow_live_sport: the sportsbook hides those sports',
  }),
  bridge({
    when: disallowedSportsSaved,
    then: () => userDataRequested(),
    why: 'Issue 12: blacklists saved on the settings page reach the sportsbook the one way, through the user config read again (the bridge above)',
  }),
  bridge<RootState>({
    when: [signedIn, sessionChecked, userIdChanged, loggedOut, sessionEnded],
    then: (_event, state) => casinoPlayerChanged({ signedIn: selectSessionStatus(state) === 'signedIn' }),
    why: 'Issue 14: favourites and recently played are the signed-in player\'s; a visitor plays demo, a player for real (libs/casino/core README "Demo or real")',
  }),
  bridge({
    when: bonusMoneyCredited,
    then: () => accountsRefreshRequested(),
    why: 'Issue 12: a claimed cashback or an exchanged reward credited the main account: the header balance follows',
  }),
  bridge({
    when: casinoBalanceChanged,
    then: () => accountsRefreshRequested(),
    why: 'Issue 14: a real-money game moved the balance (its balanceChanged message): the header balance follows the game',
  }),
  bridge<RootState>({
    when: startupSucceeded,
    then: (event) =>
      startUpChecksRequested({ auth: (event as ReturnType<typeof startupSucceeded>).payload.isSignedIn }),
    why: 'Spec 02 §9 Start-up order: config and language first, then the maintenance, block and redirect checks',
  }),
  bridge({
    when: registrationReminderFired,
    then: () => registrationSuggested(),
    why: 'Spec 01 §4 Registration reminder "opens registration", as a dialog or a page as the auth settings say (spec 01 §2)',
  }),
];

/**
 * Issue 16: the features whose events come only from their own pages. Their sagas, with the
 * contract calls and rules only the sagas use, load with the first of those pages (a chunk of
 * their own each), not with the home page; their slices stay in the store from the start, so
 * selectors and the bridges above work before. A feature the app gives no deps starts nothing.
 */
function onDemandFeatures(deps: AppDeps): OnDemandSagaLoaders<OnDemandFeature> {
  const withDeps = <D>(saga: (deps: D) => Generator, given: D | undefined): StartableSaga =>
    given ? [saga as Saga, given] : null;
  return {
    payments: () => import('@bet/payments/sagas').then((m) => withDeps(m.paymentsSaga, deps.payments)),
    office: () => import('@bet/office/sagas').then((m) => withDeps(m.officeSaga, deps.office)),
    verification: () => import('@bet/verification/sagas').then((m) => withDeps(m.verificationSaga, deps.verification)),
    profile: () => import('@bet/profile/sagas').then((m) => withDeps(m.profileSaga, deps.profile)),
    promotion: () => import('@bet/promotion/sagas').then((m) => withDeps(m.promotionSaga, deps.promotion)),
    bonuses: () => import('@bet/bonuses/sagas').then((m) => withDeps(m.bonusesSaga, deps.bonuses)),
  };
}

export type OnDemandFeature = 'payments' | 'office' | 'verification' | 'profile' | 'promotion' | 'bonuses';

/** Each feature's root saga is spawned, so one failing feature never takes the others down. */
export function* rootSaga(deps: AppDeps) {
  // First: its opening steps set the theme on <html> while the store is made, before any render,
  // and it hears the site's start-up (the brand book) however soon that comes.
  if (deps.appearance) yield spawn(appearanceSaga, deps.appearance);
  // Also first: the cookies are read as the store starts, so the first frame shows the player's times.
  if (deps.timeSettings) yield spawn(timeSettingsSaga, deps.timeSettings);
  if (deps.visibility) yield spawn(pageLeaveSaga, deps.visibility);
  yield spawn(siteSaga, deps.site);
  yield spawn(couponSaga<RootState>, deps.coupon);
  yield spawn(sessionSaga, deps.session);
  yield spawn(
    remoteAppsSaga,
    deps.remoteApps ?? {
      transport: unavailableTransport,
      baseUrl: REMOTE_APPS_BASE_PATH,
      clock: systemClock,
    },
  );
  if (deps.maintenance) yield spawn(maintenanceSaga, deps.maintenance);
  yield spawn(notificationsSaga);
  if (deps.consent) yield spawn(consentSaga, deps.consent);
  if (deps.widgets) yield spawn(widgetsSaga, deps.widgets);
  if (deps.accounts) yield spawn(accountsSaga, deps.accounts);
  if (deps.limits) yield spawn(limitsSaga, deps.limits);
  if (deps.sportsbook) yield spawn(sportsbookSaga, deps.sportsbook);
  // Results, champion results and statistic (libs/sportsbook/core README "Results"): polled while shown.
  if (deps.sportsbook) yield spawn(sportsbookResultsSaga, deps.sportsbook);
  // Spec 02 §9 "coupon 10000": the coupon's bets follow the sportsbook's game feed (its bridge to the coupon).
  if (deps.sportsbook) yield spawn(couponFeedSaga);
  if (deps.media) yield spawn(mediaSaga, deps.media);
  if (deps.casino) yield spawn(casinoSaga, deps.casino);
  if (deps.support) yield spawn(supportSaga, deps.support);
  yield spawn(bridgeSaga<RootState>, crossFeatureEvents);
}

/** Redux Toolkit's auto-batching: after the yield, or off (every action heard at once). */
const notifyAfter = (yieldToMain: YieldToMain | undefined): AutoBatchOptions | false =>
  yieldToMain ? { type: 'callback', queueNotification: (notify) => void yieldToMain().then(notify) } : false;

export function makeStore(deps: AppDeps, preloadedState?: Partial<RootState>) {
  const sagas = createSagaMiddleware({
    onError: (error) => deps.site.logger.error('A saga failed', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
    enhancers: (getDefault) => getDefault({ autoBatch: notifyAfter(deps.yieldToMain) }),
  });
  sagas.run(rootSaga, deps);
  // Issue 16: the routes start these features' sagas with their first page (routes.tsx).
  return Object.assign(store, { startSagas: onDemandSagas(sagas.run, onDemandFeatures(deps)) });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
