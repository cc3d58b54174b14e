import {
  LIMIT_GROUPS,
  LIMIT_TYPES,
  UNCANCELLABLE_LIMIT_TYPES,
  type Limit,
  type LimitGroup,
  type LimitType,
} from '@bet/contract';

/** The group a type belongs to (spec 01 §3 "Limit groups"). */
export function groupOf(limitType: LimitType): LimitGroup {
  for (const [group, types] of Object.entries(LIMIT_GROUPS) as [LimitGroup, readonly LimitType[]][]) {
    if (types.includes(limitType)) return group;
  }
  return 'extraLimits';
}

export const activeOf = (limits: readonly Limit[], limitType: LimitType): Limit | undefined =>
  limits.find((limit) => limit.limitType === limitType && limit.limitState === 'ACTIVE');

export const pendingOf = (limits: readonly Limit[], limitType: LimitType): Limit | undefined =>
  limits.find((limit) => limit.limitType === limitType && limit.limitState === 'PENDING');

/** Spec 01 §4 "Extra-limits section is disabled when an ACTIVE type-37 limit exists". */
export function isExtraLimitsLocked(limits: readonly Limit[]): boolean {
  return activeOf(limits, LIMIT_TYPES.extraLimitsLock) !== undefined;
}

/**
 * Whether the player may cancel this limit: spec 01 §4 "Active limits of type 30 or 33 cannot be
 * cancelled" (37 likewise, UNCANCELLABLE_LIMIT_TYPES); a PENDING change may always be dropped;
 * while an ACTIVE 37 locks the extra limits, the session limit and the time-out stay as they are.
 */
export function canCancel(limit: Limit, limits: readonly Limit[]): boolean {
  if (limit.limitState === 'INACTIVE') return false;
  if (limit.limitState === 'ACTIVE' && UNCANCELLABLE_LIMIT_TYPES.includes(limit.limitType)) return false;
  if (isExtraLimitsLocked(limits) && isLockedByExtraLimitsLock(limit.limitType)) return false;
  return true;
}

/** The contract: an ACTIVE 37 stops changes of the session limit 31 and the time-out 33 (self-exclusion stays open). */
export function isLockedByExtraLimitsLock(limitType: LimitType): boolean {
  return limitType === LIMIT_TYPES.session || limitType === LIMIT_TYPES.depositTimeout || limitType === 37;
}

/**
 * What is left of a limit this period: money in minor units of its window, a session limit's
 * seconds; null when the server gives no balance (time-bound limits, a reality check).
 */
export function remainingOf(limit: Limit): { left: number; total: number } | null {
  if (limit.limitBalance === null || limit.limitValue === null) return null;
  const total = limit.measure === 'hours' ? limit.limitValue * 3600 : limit.limitValue;
  return { left: Math.min(limit.limitBalance, total), total };
}

/**
 * Spec 01 §4 "Deposit limit": the PENDING changes waiting for the player's approval now
 * (needApprove), oldest first.
 */
export function approvalsDue(limits: readonly Limit[]): Limit[] {
  return limits
    .filter((limit) => limit.limitState === 'PENDING' && limit.needApprove)
    .sort((a, b) => a.startedAt - b.startedAt);
}

/** The earliest time (epoch s) a PENDING change becomes approvable, for the ones not yet due; null when none waits. */
export function nextApprovalAt(limits: readonly Limit[]): number | null {
  const times = limits
    .filter((limit) => limit.limitState === 'PENDING' && !limit.needApprove && limit.endsAt !== null)
    .map((limit) => limit.endsAt as number);
  return times.length === 0 ? null : Math.min(...times);
}
