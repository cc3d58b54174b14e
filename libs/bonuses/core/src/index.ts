export type { BonusesDeps } from './bonuses-deps';
export { CASHBACK_SUCCESS_KEY, REWARD_SUCCESS_KEY } from './bonuses-saga';
export { bonusMoneyCredited } from './bonuses-events';
export {
  bonusesPlayerLeft,
  bonusesReducer,
  bonusesSlice,
  bonusPageFailed,
  bonusPageLoaded,
  bonusPageOpened,
  cashbackClaimAnswered,
  cashbackClaimRequested,
  initialBonusesState,
  rewardExchangeAnswered,
  rewardExchangeRequested,
} from './bonuses-slice';
export type { BonusesState, BonusPage, BonusPageData, LoadStatus, PageLoad, SendStatus } from './bonuses-slice';
export { selectBonusPage, selectCashbackClaim, selectExchangingReward, type WithBonuses } from './selectors';
export { pointsMissing, wagerProgress, type WagerProgress } from './wager-progress';
