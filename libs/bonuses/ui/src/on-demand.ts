/**
 * The bonus, cashback, points and rewards pages, a chunk of their own loaded on the first visit.
 * Not in the library's index: `loadBonusesOnDemand`.
 */
export {
  DepositBonusPage,
  PointsPage,
  PremiumCashbackPage,
  RewardsPage,
  VipCashbackPage,
  WagerPage,
} from './connected/bonus-pages';
