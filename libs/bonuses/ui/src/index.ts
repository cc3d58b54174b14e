import type * as OnDemand from './on-demand';
// Public API of @bet/bonuses-ui: the office's bonus, cashback, points and rewards parts (issue 12).
export { CashbackPanel, type CashbackPanelProps } from './cashback-panel';
export { DepositBonus, type DepositBonusProps } from './deposit-bonus';
export { PointsPanel, type PointsPanelProps } from './points-panel';
export { RewardsCatalogue, type RewardsCatalogueProps } from './rewards-catalogue';
export { WagerList, type WagerListProps } from './wager-list';
export { WagerProgressBar, type WagerProgressBarProps } from './wager-progress-bar';
// Loaded on demand: the pages, a chunk of their own (on-demand.ts).
export type BonusesOnDemand = typeof OnDemand;
export const loadBonusesOnDemand = (): Promise<BonusesOnDemand> => import('./on-demand');
