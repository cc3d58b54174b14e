import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, readSignedCookie, setCookie } from '../http/cookies';
import { SAVED_SESSION_TTL_S } from './sessions';

/*
 * Spec 02 §9 "Cookies": user_token (the access token, with an exp claim, client-readable) and ua
 * (marks a signed-in browser, client-readable). sid is ours: the httpOnly, signed session id
 * that gettoken and user-id read, so a token can be renewed after it expired. It is signed by the
 * cookie plugin (http/cookies.ts) with the server's cookie key.
 */
export const USER_TOKEN_COOKIE = 'user_token';
export const SIGNED_IN_COOKIE = 'ua';
export const SESSION_COOKIE = 'sid';

/** The cookie lifetime of a session: 30 days when saved, else until the browser closes. */
function lifetime(save: boolean): number | undefined {
  return save ? SAVED_SESSION_TTL_S : undefined;
}

export function setSignedInCookies(reply: FastifyReply, session: { id: string; save: boolean }, token: string): void {
  const maxAgeSeconds = lifetime(session.save);
  setCookie(reply, SESSION_COOKIE, session.id, { httpOnly: true, signed: true, maxAgeSeconds });
  setCookie(reply, USER_TOKEN_COOKIE, token, { maxAgeSeconds });
  setCookie(reply, SIGNED_IN_COOKIE, '1', { maxAgeSeconds });
}

/** user_token again (gettoken), with the lifetime of its session. */
export function setTokenCookie(reply: FastifyReply, session: { save: boolean }, token: string): void {
  setCookie(reply, USER_TOKEN_COOKIE, token, { maxAgeSeconds: lifetime(session.save) });
}

/** Spec 02 §4 "Logout": ua and user_token go; so does our sid. */
export function clearSessionCookies(reply: FastifyReply): void {
  clearCookie(reply, SESSION_COOKIE, { httpOnly: true });
  clearCookie(reply, USER_TOKEN_COOKIE);
  clearCookie(reply, SIGNED_IN_COOKIE);
}

/** The session id of a genuine sid cookie; a forged or tampered one reads as none. */
export function readSessionId(request: FastifyRequest): string | undefined {
  return readSignedCookie(request, SESSION_COOKIE);
}
