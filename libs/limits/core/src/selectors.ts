import type { LimitsState } from './limits-slice';

/** The app mounts the reducer under `limits`. */
export interface WithLimits {
  limits: LimitsState;
}

export const selectLimitsStartedAt = (state: WithLimits): number | null => state.limits.startedAt;

/** Derived, not stored: a selector answers it from the state (memoised with reselect when it computes). */
export const selectIsLimitsStarted = (state: WithLimits): boolean => state.limits.startedAt !== null;
