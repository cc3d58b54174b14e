export type { LimitsDeps } from './limits-deps';
export { limitsSaga } from './limits-saga';
export { initialLimitsState, limitsReducer, limitsSlice, limitsStarted, type LimitsState } from './limits-slice';
export { selectLimitsStartedAt, selectIsLimitsStarted, type WithLimits } from './selectors';
