import type { SessionState } from './session-slice';

export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectUserId = (state: WithSession) => state.session.userId;
export const selectIsAuthenticated = (state: WithSession) => state.session.userId !== null;
export const selectBanLevel = (state: WithSession) => state.session.banLevel;
export const selectToken = (state: WithSession) => state.session.token;
export const selectLogoutStatus = (state: WithSession) => state.session.logout;
export const selectTimersPaused = (state: WithSession) => state.session.timersPaused;
