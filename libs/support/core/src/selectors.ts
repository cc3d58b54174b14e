import type { SupportState } from './support-slice';

/** The app mounts the reducer under `support`. */
export interface WithSupport {
  support: SupportState;
}

export const selectSupportStartedAt = (state: WithSupport): number | null => state.support.startedAt;

/** Derived, not stored: a selector answers it from the state (memoised with reselect when it computes). */
export const selectIsSupportStarted = (state: WithSupport): boolean => state.support.startedAt !== null;
