import { parseCookieHeader } from '@bet/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SetCookieOptions {
  /** Absent: a browser-session cookie. 0: delete it. */
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  path?: string;
}

/** Spec 02 §9: path /; SameSite=Lax keeps the cookies off cross-site posts. */
export function serializeCookie(name: string, value: string, options: SetCookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${options.maxAgeSeconds}`);
    if (options.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** Adds a Set-Cookie header, keeping the ones already set on this reply. */
export function setCookie(reply: FastifyReply, name: string, value: string, options?: SetCookieOptions): void {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  // A later value of the same cookie in one answer replaces the earlier one.
  const others = list.filter((cookie) => !cookie.startsWith(`${name}=`));
  // Fastify appends to an existing set-cookie header, so replace it as a whole.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others, serializeCookie(name, value, options)]);
}

export function clearCookie(
  reply: FastifyReply,
  name: string,
  options: Pick<SetCookieOptions, 'httpOnly' | 'path'> = {},
): void {
  setCookie(reply, name, '', { ...options, maxAgeSeconds: 0 });
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return parseCookieHeader(request.headers.cookie).get(name);
}
