import type * as OnDemand from './on-demand';
// Public API of @bet/limits-ui: the responsible-gaming page and the limits' dialogs (issue 13).
export { ActivityChart, type ActivityChartProps } from './activity-chart';
export { ApprovalDialog, type ApprovalDialogProps } from './approval-dialog';
export { LimitRowView, type LimitRowViewProps } from './limit-row-view';
export { LimitsPageView, type LimitsPageViewProps } from './limits-page-view';
export { QuestionsDialog, type QuestionsDialogProps } from './questions-dialog';
export { RealityCheckDialog, type RealityCheckDialogProps } from './reality-check-dialog';
export { SelfBlockSection, type SelfBlockSectionProps } from './self-block-section';
export { SelfExclusionForm, type SelfExclusionFormProps } from './self-exclusion-form';
export { SessionLimitEndedDialog, type SessionLimitEndedDialogProps } from './session-limit-ended-dialog';
// Loaded on demand (issue 16): the page and the dialogs, a chunk of their own (on-demand.ts).
export type LimitsOnDemand = typeof OnDemand;
export const loadLimitsOnDemand = (): Promise<LimitsOnDemand> => import('./on-demand');
