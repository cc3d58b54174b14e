import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * The sandbox's cookies go through @fastify/cookie (parsing, serialising, signing): a well-kept
 * library instead of our own header code. These helpers keep the house defaults in one place,
 * so a route never spells Path or SameSite itself.
 */

export interface SetCookieOptions {
  /** Absent: a browser-session cookie. 0: delete it. */
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  path?: string;
  /** Signed with the server's cookie key: a browser cannot forge or change it (read with readSignedCookie). */
  signed?: boolean;
}

/**
 * Registers the cookie plugin on the server; `signingKey` signs the signed cookies (the sid).
 * Registered with fastify-plugin semantics, so every route of the server sees it.
 */
export async function registerCookies(app: FastifyInstance, signingKey: string): Promise<void> {
  await app.register(fastifyCookie, { secret: signingKey, algorithm: 'sha256' });
}

/** Spec 02 §9: path /; SameSite=Lax keeps the cookies off cross-site posts. A later value of the same cookie in one answer replaces the earlier one. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: SetCookieOptions = {}): void {
  const deleting = options.maxAgeSeconds === 0;
  reply.setCookie(name, value, {
    path: options.path ?? '/',
    sameSite: 'lax',
    httpOnly: options.httpOnly ?? false,
    signed: options.signed ?? false,
    ...(options.maxAgeSeconds !== undefined ? { maxAge: options.maxAgeSeconds } : {}),
    ...(deleting ? { expires: new Date(0) } : {}),
  });
}

export function clearCookie(
  reply: FastifyReply,
  name: string,
  options: Pick<SetCookieOptions, 'httpOnly' | 'path'> = {},
): void {
  setCookie(reply, name, '', { ...options, maxAgeSeconds: 0 });
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name];
}

/** The value of a cookie this server signed; a forged or tampered one reads as none. */
export function readSignedCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = readCookie(request, name);
  if (raw === undefined) return undefined;
  const result = request.unsignCookie(raw);
  return result.valid && result.value !== null ? result.value : undefined;
}
