/**
 * Fixtures for the office's tests and for @bet/office-ui's stories and tests: placed coupons as
 * the contract's history answers them, a store with the office reducer in a given state, and a
 * harness running the office saga against a fake API.
 */
import type { BetLeg, PlacedCouponRecord } from '@bet/contract';
import { createMemoryLogger, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { couponsAdapter, initialBetHistoryState, type BetHistoryState } from './bet-history-slice';
import { couponReducer } from '@bet/coupon/state';
import { officeReducer } from './office-reducer';
import { officeSaga } from './office-saga';
import { initialPrintCouponState, type PrintCouponState } from './print-coupon-slice';
import { initialOfficeSettingsState, type OfficeSettingsState } from './office-settings-slice';
import { normalizeOfficeSettings, type OfficeSettings } from './office-settings';
import type { OfficeSettingsAnswer } from '@bet/contract';

/** A leg on a football match, still to be played unless told otherwise. */
export function betLegFixture(overrides: Partial<BetLeg> = {}): BetLeg {
  return {
    marketId: 501,
    gameId: 9001,
    sportId: 1,
    champName: 'Premier League',
    team1: 'Northfield',
    team2: 'Southport',
    group: 'Match result',
    outcome: 'W1',
    coef: 1.85,
    isLive: false,
    isBanker: false,
    startTime: 1_795_000_000,
    status: -1,
    scores: null,
    ...overrides,
  };
}

/** An open single of 100.00 RUB at 1.85, placed at 1 Nov 2026 (epoch seconds). */
export function couponRecordFixture(overrides: Partial<PlacedCouponRecord> = {}): PlacedCouponRecord {
  return {
    couponId: '1000001',
    placedAt: 1_793_520_000,
    typeId: 0,
    systemValue: 0,
    amount: 10000,
    coef: 1.85,
    currencyIso: 'RUB',
    isSettled: false,
    settledAt: null,
    payout: null,
    status: -1,
    legs: [betLegFixture()],
    ...overrides,
  };
}

/** The same single, won 2:1: paid 185.00. */
export function wonSingleFixture(overrides: Partial<PlacedCouponRecord> = {}): PlacedCouponRecord {
  return couponRecordFixture({
    isSettled: true,
    settledAt: 1_793_530_000,
    payout: 18500,
    status: 1,
    legs: [
      betLegFixture({
        status: 1,
        scores: {
          score1: 2,
          score2: 1,
          periods: [
            { score1: 1, score2: 0 },
            { score1: 1, score2: 1 },
          ],
        },
      }),
    ],
    ...overrides,
  });
}

/** System 2/3 of 2.00, 3.50, 2.40, all won, 3000 stake: pays 20200 (coupon-math.md vector). */
export function systemCouponFixture(overrides: Partial<PlacedCouponRecord> = {}): PlacedCouponRecord {
  return couponRecordFixture({
    couponId: '1000002',
    typeId: 2,
    systemValue: 2,
    amount: 30000,
    coef: null,
    isSettled: true,
    settledAt: 1_793_540_000,
    payout: 202000,
    status: 1,
    legs: [
      betLegFixture({ marketId: 511, gameId: 9011, coef: 2, status: 1, team1: 'Eastbury', team2: 'Westham' }),
      betLegFixture({
        marketId: 512,
        gameId: 9012,
        coef: 3.5,
        status: 1,
        team1: 'Lakeside',
        team2: 'Hillcrest',
        outcome: 'X',
      }),
      betLegFixture({
        marketId: 513,
        gameId: 9013,
        coef: 2.4,
        status: 1,
        team1: 'Riverton',
        team2: 'Stoneford',
        outcome: 'W2',
      }),
    ],
    ...overrides,
  });
}

/**
 * A conditional coupon (type 5), settled: block 1 W1 at 2.00 for 100.00 won; block 2 (an
 * accumulator of 2.00 and 1.85, up to 50.00) lost: 200.00 - 50.00 = 150.00 paid.
 */
export function conditionalCouponFixture(overrides: Partial<PlacedCouponRecord> = {}): PlacedCouponRecord {
  return couponRecordFixture({
    couponId: '1000003',
    typeId: 5,
    amount: 10000,
    coef: null,
    isSettled: true,
    settledAt: 1_793_540_000,
    payout: 15000,
    status: 1,
    amountByBlockId: { '1': 10000, '2': 5000 },
    legs: [
      betLegFixture({
        marketId: 521,
        gameId: 9021,
        coef: 2,
        status: 1,
        blockId: 1,
        team1: 'Eastbury',
        team2: 'Westham',
      }),
      betLegFixture({
        marketId: 522,
        gameId: 9022,
        coef: 2,
        status: 1,
        blockId: 2,
        team1: 'Lakeside',
        team2: 'Hillcrest',
      }),
      betLegFixture({
        marketId: 523,
        gameId: 9023,
        coef: 1.85,
        status: 0,
        blockId: 2,
        team1: 'Riverton',
        team2: 'Stoneford',
        group: 'Total',
        outcome: 'Over 2.5',
      }),
    ],
    ...overrides,
  });
}

/** An open anti-express (type 6) of 100.00 at the server's 1.313 over two W1 bets at 2.00. */
export function antiExpressCouponFixture(overrides: Partial<PlacedCouponRecord> = {}): PlacedCouponRecord {
  return couponRecordFixture({
    couponId: '1000004',
    typeId: 6,
    amount: 10000,
    coef: 1.313,
    legs: [
      betLegFixture({ marketId: 531, gameId: 9031, coef: 2, team1: 'Eastbury', team2: 'Westham' }),
      betLegFixture({ marketId: 532, gameId: 9032, coef: 2, team1: 'Lakeside', team2: 'Hillcrest' }),
    ],
    ...overrides,
  });
}

export interface OfficeStoreState {
  betHistory?: Partial<Omit<BetHistoryState, 'coupons'>> & { coupons?: PlacedCouponRecord[] };
  printCoupon?: Partial<PrintCouponState>;
  settings?: Partial<OfficeSettingsState>;
}

/** The office state with these parts over the initial one (coupons given as a list, in order). */
export function officeStateFixture({ betHistory = {}, printCoupon = {}, settings = {} }: OfficeStoreState = {}) {
  const { coupons = [], ...rest } = betHistory;
  return {
    betHistory: {
      ...initialBetHistoryState,
      ...rest,
      coupons: couponsAdapter.setAll(couponsAdapter.getInitialState(), coupons),
    },
    printCoupon: { ...initialPrintCouponState, ...printCoupon },
    settings: { ...initialOfficeSettingsState, ...settings },
  };
}

/** Spec 01 §3 Office settings as the sandbox answers a new player: three sports, nothing disallowed. */
export function officeSettingsAnswerFixture(overrides: Partial<OfficeSettingsAnswer> = {}): OfficeSettingsAnswer {
  return {
    commonSettings: [],
    otherSettings: [],
    notificationSettings: [
      { id: 'notifyBetResults', value: true, title_translation_key: 'office_notify_bet_results' },
      { id: 'notifyNews', value: false, title_translation_key: 'office_notify_news' },
      { id: 'notifyPromotions', value: false, title_translation_key: 'office_notify_promotions' },
    ],
    cashbackSetting: { id: 'cashbackSetting', value: 1 },
    bonusSetting: { id: 'bonusSetting', value: 1 },
    firstDepositBonusSetting: { id: 'firstDepositBonusSetting', value: 0 },
    sports: [
      { id: 1, name: 'Football' },
      { id: 2, name: 'Ice hockey' },
      { id: 3, name: 'Basketball' },
    ],
    lineSports: [1, 2, 3],
    liveSports: [1, 3],
    lineDisallowSports: [],
    liveDisallowSports: [],
    showPromoCodeCheck: true,
    showWallets: false,
    walletAttributes: [],
    promoSetting: { promoCodeCheckSection: { isAvailable: true } },
    ...overrides,
  };
}

/** The same, as the pages read it (spec 01 §5 defaults and flags applied). */
export function officeSettingsFixture(overrides: Partial<OfficeSettingsAnswer> = {}): OfficeSettings {
  return normalizeOfficeSettings(officeSettingsAnswerFixture(overrides));
}

/** A store with only the office reducer (no sagas): actions change the state as the slices say. */
export function makeOfficeStore(state: OfficeStoreState = {}) {
  return createTestStore({ reducer: { office: officeReducer }, preloadedState: { office: officeStateFixture(state) } })
    .store;
}

export interface OfficeHarnessOptions {
  /** Coupons per page; the saga's own unless given. */
  pageSize?: number;
}

/**
 * The office saga on a real store, with a fake API answering by call name. The coupon's reducer
 * is there as in the app: the pages show coefficients in its odds view (spec 01 §3 coefViewId).
 */
export function createOfficeHarness(answers: Record<string, FakeAnswer> = {}, options: OfficeHarnessOptions = {}) {
  const api = createFakeApiClient(answers);
  const logger = createMemoryLogger();
  const harness = createTestStore({
    reducer: { office: officeReducer, coupon: couponReducer },
    sagas: [() => officeSaga({ api, logger, clock: { now: () => Date.now() }, pageSize: options.pageSize })],
  });
  return { ...harness, api, logger };
}
