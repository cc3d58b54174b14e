import type { CashbackKind } from '@bet/contract';
import type { BonusesState, BonusPage } from './bonuses-slice';

export interface WithBonuses {
  bonuses: BonusesState;
}

export const selectBonusPage =
  <P extends BonusPage>(page: P) =>
  (state: WithBonuses): BonusesState['pages'][P] =>
    state.bonuses.pages[page];

export const selectCashbackClaim = (kind: CashbackKind) => (state: WithBonuses) => state.bonuses.claims[kind];

export const selectExchangingReward = (state: WithBonuses) => state.bonuses.exchanging;
