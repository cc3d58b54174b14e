export type { SupportDeps } from './support-deps';
export { supportSaga } from './support-saga';
export { initialSupportState, supportReducer, supportSlice, supportStarted, type SupportState } from './support-slice';
export { selectSupportStartedAt, selectIsSupportStarted, type WithSupport } from './selectors';
