export type { CasinoDeps } from './casino-deps';
export { casinoSaga } from './casino-saga';
export { initialCasinoState, casinoReducer, casinoSlice, casinoStarted, type CasinoState } from './casino-slice';
export { selectCasinoStartedAt, selectIsCasinoStarted, type WithCasino } from './selectors';
