import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookiesOf } from '../testing/auth-test-kit';
import { clearCookie, readCookie, readSignedCookie, registerCookies, setCookie } from './cookies';

/** The house cookie helpers over @fastify/cookie (README "Cookies"). */
describe('cookies through @fastify/cookie', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = Fastify();
    await registerCookies(app, 'a-cookie-key-for-tests');
    app.get('/set', (_request, reply) => {
      setCookie(reply, 'plain', 'a b;c', { maxAgeSeconds: 60 });
      setCookie(reply, 'sid', 'session-1', { httpOnly: true, signed: true });
      setCookie(reply, 'twice', 'first');
      setCookie(reply, 'twice', 'second');
      return {};
    });
    app.get('/clear', (_request, reply) => {
      clearCookie(reply, 'sid', { httpOnly: true });
      return {};
    });
    app.get('/read', (request) => ({
      plain: readCookie(request, 'plain') ?? null,
      sid: readSignedCookie(request, 'sid') ?? null,
    }));
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
  });

  it('writes Path=/ and SameSite=Lax (spec 02 §9), Max-Age when given, HttpOnly when asked, the last value of a name', async () => {
    const cookies = cookiesOf(await app.inject({ url: '/set' }));
    expect(cookies.get('plain')).toEqual({
      value: 'a b;c',
      attributes: expect.arrayContaining(['Max-Age=60', 'Path=/', 'SameSite=Lax']),
    });
    expect(cookies.get('plain')?.attributes).not.toContain('HttpOnly');
    expect(cookies.get('sid')?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax']));
    expect(cookies.get('twice')?.value).toBe('second');
  });

  it('reads back a signed cookie it wrote, and the plain ones', async () => {
    const cookies = cookiesOf(await app.inject({ url: '/set' }));
    const signed = cookies.get('sid')?.value ?? '';
    expect(signed).not.toBe('session-1');
    const answer = await app.inject({
      url: '/read',
      cookies: { sid: signed, plain: 'a b;c' },
    });
    expect(answer.json()).toEqual({ plain: 'a b;c', sid: 'session-1' });
  });

  it('refuses a tampered, forged or unsigned signed cookie', async () => {
    const signed = cookiesOf(await app.inject({ url: '/set' })).get('sid')?.value ?? '';
    const signature = signed.slice(signed.lastIndexOf('.') + 1);
    for (const sid of [
      `session-2.${signature}`,
      `${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`,
      'session-1',
      'session-1.',
      '',
    ]) {
      const answer = await app.inject({ url: '/read', cookies: { sid } });
      expect(answer.json<{ sid: string | null }>().sid, sid).toBeNull();
    }
  });

  it('refuses a cookie signed with another key', async () => {
    const other = Fastify();
    await registerCookies(other, 'another-key');
    other.get('/set', (_request, reply) => {
      setCookie(reply, 'sid', 'session-1', { signed: true });
      return {};
    });
    const forged = cookiesOf(await other.inject({ url: '/set' })).get('sid')?.value ?? '';
    await other.close();
    const answer = await app.inject({ url: '/read', cookies: { sid: forged } });
    expect(answer.json<{ sid: string | null }>().sid).toBeNull();
  });

  it('deletes a cookie with Max-Age=0 and an expiry in the past', async () => {
    const cleared = cookiesOf(await app.inject({ url: '/clear' })).get('sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'Path=/']),
    );
  });
});
