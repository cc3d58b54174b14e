import type { CasinoState } from './casino-slice';

/** The app mounts the reducer under `casino`. */
export interface WithCasino {
  casino: CasinoState;
}

export const selectCasinoStartedAt = (state: WithCasino): number | null => state.casino.startedAt;

/** Derived, not stored: a selector answers it from the state (memoised with reselect when it computes). */
export const selectIsCasinoStarted = (state: WithCasino): boolean => state.casino.startedAt !== null;
