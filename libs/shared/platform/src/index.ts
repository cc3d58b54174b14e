export { ACTIVITY_EVENTS, createDomActivitySource } from './activity';
export type { ActivitySource } from './activity';
export { createDocumentCookieStore, DEFAULT_COOKIE_MAX_AGE_SECONDS, parseCookieHeader } from './cookies';
export type { CookieOptions, CookieStore } from './cookies';
export { createBrowserLocation } from './location';
export type { LocationPort } from './location';
export { createConsoleLogger } from './logger';
export type { LogLevel, Logger } from './logger';
