import { createSelector } from 'reselect';
import {
  LIMIT_GROUPS,
  LIMIT_TYPES,
  type AvailableLimit,
  type Limit,
  type LimitGroup,
  type LimitType,
} from '@bet/contract';
import { activeOf, approvalsDue, canCancel, isExtraLimitsLocked, pendingOf, remainingOf } from './limit-rules';
import type { LimitsState } from './limits-reducer';

/** The app mounts the reducer under `limits`. */
export interface WithLimits {
  limits: LimitsState;
}

export const selectLimitsList = (state: WithLimits) => state.limits.list;
export const selectLimits = (state: WithLimits): readonly Limit[] => state.limits.list.items;
export const selectLimitsStatus = (state: WithLimits) => state.limits.list.status;
export const selectLimitsCurrency = (state: WithLimits) => state.limits.list.currency;
export const selectSelfExcludeReasons = (state: WithLimits) => state.limits.list.reasons;
export const selectActivity = (state: WithLimits) => state.limits.list.activity;
export const selectLimitSave = (state: WithLimits) => state.limits.save;
export const selectRealityCheck = (state: WithLimits) => state.limits.dialogs.realityCheck;
export const selectIsSessionLimitEnded = (state: WithLimits) => state.limits.dialogs.sessionLimitEnded;
export const selectSelfBlockStatus = (state: WithLimits) => state.limits.dialogs.selfBlock;
export const selectLimitActions = (state: WithLimits) => state.limits.dialogs.actions;

export const selectAvailableLimit = (state: WithLimits, limitType: number): AvailableLimit | undefined =>
  state.limits.list.available.find((item) => item.limitType === limitType);

/** Spec 01 §4: the extra-limits section is disabled while a type-37 limit is ACTIVE. */
export const selectIsExtraLimitsLocked = createSelector([selectLimits], isExtraLimitsLocked);

/** One limit type as the page shows it: its value, what is left this period, its pending change, the cancel rule. */
export interface LimitRow {
  readonly limitType: LimitType;
  readonly available: AvailableLimit | null;
  readonly active: Limit | null;
  readonly pending: Limit | null;
  /** Spec 01 §3 limitBalance: left of the money (minor units) or session time (seconds) this period. */
  readonly remaining: { left: number; total: number } | null;
  readonly canCancelActive: boolean;
  readonly canCancelPending: boolean;
  /** A change is under way for this type (confirm, reject or cancel). */
  readonly busy: boolean;
}

export type LimitGroupRows = Readonly<Record<LimitGroup, readonly LimitRow[]>>;

/** The page's groups (spec 01 §3 "Limit groups"), each type that is offered or set. */
export const selectLimitGroups = createSelector(
  [selectLimits, (state: WithLimits) => state.limits.list.available, selectLimitActions],
  (limits, available, actions): LimitGroupRows => {
    const rowOf = (limitType: LimitType): LimitRow => {
      const active = activeOf(limits, limitType) ?? null;
      const pending = pendingOf(limits, limitType) ?? null;
      return {
        limitType,
        available: available.find((item) => item.limitType === limitType) ?? null,
        active,
        pending,
        remaining: active ? remainingOf(active) : null,
        canCancelActive: active ? canCancel(active, limits) : false,
        canCancelPending: pending ? canCancel(pending, limits) : false,
        busy: actions[limitType] === 'pending',
      };
    };
    const groups = {} as Record<LimitGroup, LimitRow[]>;
    for (const [group, types] of Object.entries(LIMIT_GROUPS) as [LimitGroup, readonly LimitType[]][]) {
      groups[group] = types
        .map(rowOf)
        .filter((row) => row.available !== null || row.active !== null || row.pending !== null);
    }
    return groups;
  },
);

/** Every PENDING change with when it may be approved (spec 01 §4 "Pending change shown as type -1 or 1 with limitValue, endsAt"). */
export const selectPendingChanges = createSelector([selectLimits], (limits) =>
  limits.filter((limit) => limit.limitState === 'PENDING'),
);

/** Spec 01 §4 "Deposit limit": the change the non-closable approve/reject dialog asks about now, or null. */
export const selectApprovalDue = createSelector(
  [selectLimits],
  (limits): Limit | null => approvalsDue(limits)[0] ?? null,
);

/** Spec 01 §4 "Reality check": the reminder's interval in minutes (ACTIVE 32), or null. */
export const selectRealityCheckMinutes = (state: WithLimits): number | null =>
  activeOf(selectLimits(state), LIMIT_TYPES.realityCheck)?.limitValue ?? null;

/** Spec 02 §7 ping "when a session limit exists". */
export const selectHasSessionLimit = (state: WithLimits): boolean =>
  activeOf(selectLimits(state), LIMIT_TYPES.session) !== undefined;
