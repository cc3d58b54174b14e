export { ACTIVITY_EVENTS, createDomActivitySource } from './activity';
export type { ActivitySource } from './activity';
export { bridge, bridgeSaga } from './bridges';
export type { Bridge, EventCreator } from './bridges';
export { systemClock } from './clock';
export { createMediaColorScheme } from './color-scheme';
export type { ColorSchemePort, MediaQueryWindow } from './color-scheme';
export type { Clock } from './clock';
export { documentCspNonce } from './csp-nonce';
export type { NonceDocument } from './csp-nonce';
export { createDocumentCookieStore, DEFAULT_COOKIE_MAX_AGE_SECONDS, parseCookieHeader } from './cookies';
export type { CookieOptions, CookieStore } from './cookies';
export { DEFAULT_LANGUAGE } from './language';
export { createBrowserLocation } from './location';
export type { LocationPort } from './location';
export { createConsoleLogger } from './logger';
export type { LogLevel, Logger } from './logger';
export {
  PAGE_LEAVE_PAUSE_MS,
  pageLeaveSaga,
  pageLeft,
  pageReducer,
  pageReturned,
  pageSlice,
  selectIsPageAway,
} from './page-leave';
export type { PageState, WithPage } from './page-leave';
export { afterFirstPaint, FIRST_PAINT_CAP_MS } from './first-paint';
export type { PaintingWindow } from './first-paint';
export { createMainThreadYield } from './main-thread';
export type { YieldingWindow, YieldToMain } from './main-thread';
export { createDocumentDialogs } from './open-dialogs';
export type { OpenDialogsPort } from './open-dialogs';
export { createDocumentVisibility } from './page-visibility';
export type { PageVisibilityPort, VisibilityDocument } from './page-visibility';
export { createSeededRandom, pick, randomInt } from './random';
export type { Random } from './random';
export { isSafeReturnPath } from './return-url';
export type { StoragePort } from './storage';
export { onDemandSagas } from './on-demand-sagas';
export type { OnDemandSagaLoaders, StartableSaga, StartSagas } from './on-demand-sagas';
