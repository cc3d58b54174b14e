import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  AUTH_HEADER,
  CAPTCHA_ERROR_CODES,
  CAPTCHA_HEADER,
  defineCall,
  FINGERPRINT_ERROR_CODE,
  TERMS_EXCEPTION_CODE,
} from '@bet/contract';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import type { RequestEvent } from './request-events';
import { encodeSecret } from './secret-fields';
import { TOKEN_REFRESH_REUSE_MS } from './token-refresher';
import { rejection } from './testing';

/** Calls of these tests only: the sandbox serves none of them. */
const okAnswer = z.object({ ok: z.literal(true) });
const secureCall = defineCall({
  name: 'secureTest',
  method: 'GET',
  path: '/web-api/test/secure',
  query: z.object({}),
  body: z.undefined(),
  response: okAnswer,
  auth: true,
});
const plainCall = defineCall({ ...secureCall, name: 'plainTest', path: '/web-api/test/plain', auth: undefined });
const loginCall = defineCall({
  name: 'loginTest',
  method: 'POST',
  path: '/web-api/test/login',
  query: z.object({}),
  body: z.object({ uLogin: z.string(), uPassword: z.string(), save: z.boolean() }),
  response: z.object({ received: z.record(z.string(), z.unknown()) }),
  secretFields: ['uLogin', 'uPassword'],
});

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}
type Handler = (seen: Seen, res: ServerResponse) => void;

let handler: Handler;
let seen: Seen[];
let server: Server;
let baseURL: string;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const entry: Seen = {
        path: new URL(req.url ?? '/', 'http://localhost').pathname,
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      seen.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  handler = (_seen, res) => send(res, 200, { ok: true });
});

const authHeader = (entry: Seen | undefined) => entry?.headers[AUTH_HEADER.toLowerCase()];
const captchaHeader = (entry: Seen | undefined) => entry?.headers[CAPTCHA_HEADER.toLowerCase()];

/** The server accepts only the tokens in the set; anything else is 401. */
function acceptTokens(tokens: Set<string>) {
  handler = (entry, res) => {
    const token = authHeader(entry);
    if (typeof token === 'string' && tokens.has(token)) send(res, 200, { ok: true });
    else send(res, 401, { errors: [{ code: 'UNAUTHORISED', detail: 'Token expired' }] });
  };
}

/** Auth hooks whose functions are all mocks; overrides are mocks too, so the cast holds. */
function authHooks(overrides: Partial<NonNullable<ApiClientOptions['auth']>> = {}) {
  const hooks = {
    storedToken: vi.fn((): string | undefined => 'stale'),
    // The server decides about 'stale'; only tokens named expired fail the client's own check.
    isTokenValid: vi.fn((token: string) => !token.startsWith('expired')),
    isSignedIn: vi.fn(() => true),
    fetchToken: vi.fn(async () => 'fresh'),
    now: () => 0,
  };
  return { ...hooks, ...overrides } as typeof hooks;
}

/** A client whose events are recorded in `emitted`. */
function recordingClient(options: ApiClientOptions) {
  const client = createApiClient(options);
  const emitted: RequestEvent[] = [];
  client.events.subscribe((event) => emitted.push(event));
  const ofType = <T extends RequestEvent['type']>(type: T) => emitted.filter((event) => event.type === type);
  return { ...client, emitted, ofType };
}

/** Resolves once the server has answered `count` 401s. */
function after401s(count: number): Promise<void> {
  let received = 0;
  return new Promise((resolve) => {
    const answer = handler;
    handler = (entry, res) => {
      answer(entry, res);
      if (res.statusCode === 401 && ++received === count) setTimeout(resolve, 20);
    };
  });
}

describe('auth header (spec 02 §6, §7 "Request layer")', () => {
  it('is sent only on calls marked auth', async () => {
    const auth = authHooks({ storedToken: vi.fn(() => 'stale') });
    const api = recordingClient({ baseURL, auth });
    await api.call(secureCall);
    await api.call(plainCall);
    expect(authHeader(seen[0])).toBe('stale');
    expect(authHeader(seen[1])).toBeUndefined();
    expect(auth.storedToken).toHaveBeenCalledTimes(1);
  });

  it('is not sent when the hooks are not given', async () => {
    await recordingClient({ baseURL }).call(secureCall);
    expect(authHeader(seen[0])).toBeUndefined();
  });
});

describe('401 on a marked call (spec 02 §4 "Authentication failures")', () => {
  it('refreshes the token and retries once with it', async () => {
    acceptTokens(new Set(['fresh']));
    const auth = authHooks();
    await expect(recordingClient({ baseURL, auth }).call(secureCall)).resolves.toEqual({ ok: true });
    expect(auth.fetchToken).toHaveBeenCalledTimes(1);
    expect(seen.map(authHeader)).toEqual(['stale', 'fresh']);
  });

  it('gives N=5 concurrent 401s one refresh and 5 retries (DESIGN.md "One refresh at a time")', async () => {
    acceptTokens(new Set(['fresh']));
    // A clock that is always more than 60 s later: only the shared in-flight refresh can dedupe.
    let clock = 0;
    const auth = authHooks({ now: () => (clock += TOKEN_REFRESH_REUSE_MS + 1) });
    const api = recordingClient({ baseURL, auth });
    const all401s = after401s(5);
    auth.fetchToken.mockImplementation(async () => {
      await all401s;
      return 'fresh';
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.call(secureCall)));
    expect(answers).toEqual(Array(5).fill({ ok: true }));
    expect(auth.fetchToken).toHaveBeenCalledTimes(1);
    expect(seen.filter((entry) => authHeader(entry) === 'fresh')).toHaveLength(5);
  });

  it('reuses a refresh for 60 s and refreshes again after (spec 02 §9)', async () => {
    const tokens = new Set<string>();
    acceptTokens(tokens);
    let clock = 0;
    let count = 0;
    const auth = authHooks({
      now: () => clock,
      fetchToken: vi.fn(async () => {
        const token = `fresh-${++count}`;
        tokens.add(token);
        return token;
      }),
    });
    const api = recordingClient({ baseURL, auth });

    await api.call(secureCall);
    clock += TOKEN_REFRESH_REUSE_MS - 1;
    await api.call(secureCall);
    expect(auth.fetchToken).toHaveBeenCalledTimes(1);
    expect(seen.map(authHeader)).toEqual(['stale', 'fresh-1', 'stale', 'fresh-1']);

    clock += 1;
    await api.call(secureCall);
    expect(auth.fetchToken).toHaveBeenCalledTimes(2);
    expect(authHeader(seen.at(-1))).toBe('fresh-2');
  });

  it('reports a failed refresh once for N=5 waiting calls, each rejecting with its 401', async () => {
    acceptTokens(new Set());
    const auth = authHooks();
    const api = recordingClient({ baseURL, auth });
    const all401s = after401s(5);
    const failure = new Error('gettoken failed');
    auth.fetchToken.mockImplementation(async () => {
      await all401s;
      throw failure;
    });
    const errors = await Promise.all(Array.from({ length: 5 }, () => rejection(api.call(secureCall))));
    expect(errors.map((error) => error.status)).toEqual([401, 401, 401, 401, 401]);
    expect(api.ofType('refreshFailed')).toEqual([{ type: 'refreshFailed', error: failure }]);
    expect(auth.fetchToken).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(5);
  });

  it('rejects a retry that gets 401 again without refreshing again', async () => {
    acceptTokens(new Set());
    let clock = 0;
    const auth = authHooks({ now: () => (clock += TOKEN_REFRESH_REUSE_MS + 1) });
    const api = recordingClient({ baseURL, auth });
    const error = await rejection(api.call(secureCall));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORISED' });
    expect(auth.fetchToken).toHaveBeenCalledTimes(1);
    expect(api.ofType('refreshFailed')).toEqual([]);
    expect(seen.map(authHeader)).toEqual(['stale', 'fresh']);
  });

  it('passes a 401 on an unmarked call through without refreshing', async () => {
    acceptTokens(new Set());
    const auth = authHooks();
    expect((await rejection(recordingClient({ baseURL, auth }).call(plainCall))).status).toBe(401);
    expect(auth.fetchToken).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });
});

describe('an expired stored token (spec 02 §4 "Token handling": otherwise a fresh one is fetched)', () => {
  it('is replaced before sending by one fetch that concurrent calls share, and the fetched token is kept while valid', async () => {
    acceptTokens(new Set(['fresh']));
    let clock = 0;
    const auth = authHooks({ storedToken: vi.fn(() => 'expired'), now: () => clock });
    const api = recordingClient({ baseURL, auth });
    await Promise.all([api.call(secureCall), api.call(secureCall), api.call(secureCall)]);
    expect(seen.map(authHeader)).toEqual(['fresh', 'fresh', 'fresh']);
    expect(auth.fetchToken).toHaveBeenCalledTimes(1);

    // Past the 60 s window the fetched token is still valid, so it is sent without a fetch.
    clock += TOKEN_REFRESH_REUSE_MS + 1;
    await api.call(secureCall);
    expect(authHeader(seen.at(-1))).toBe('fresh');
    expect(auth.fetchToken).toHaveBeenCalledTimes(1);
  });

  it('is not replaced for a guest (no ua cookie): the call goes without a token', async () => {
    const auth = authHooks({ storedToken: vi.fn(() => 'expired'), isSignedIn: vi.fn(() => false) });
    await recordingClient({ baseURL, auth }).call(secureCall);
    expect(seen.map(authHeader)).toEqual([undefined]);
    expect(auth.fetchToken).not.toHaveBeenCalled();
  });

  it('is fetched once with the refresh of a 401 already running, never twice at once', async () => {
    acceptTokens(new Set(['fresh']));
    let stored = 'refused';
    const auth = authHooks({ storedToken: vi.fn(() => stored) });
    const api = recordingClient({ baseURL, auth });
    const first401 = after401s(1);
    let release: (token: string) => void = () => undefined;
    auth.fetchToken.mockImplementation(() => new Promise<string>((resolve) => (release = resolve)));
    const refused = api.call(secureCall);
    await first401;
    stored = 'expired';
    const expired = api.call(secureCall);
    await vi.waitFor(() => expect(auth.fetchToken).toHaveBeenCalledTimes(1));
    release('fresh');
    await expect(Promise.all([refused, expired])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(auth.fetchToken).toHaveBeenCalledTimes(1);
    expect(seen.map(authHeader)).toEqual(['refused', 'fresh', 'fresh']);
  });

  it('a failed fetch before sending is not reported: N=5 calls go without a token and their 401s report once', async () => {
    acceptTokens(new Set());
    const auth = authHooks({ storedToken: vi.fn(() => 'expired') });
    const api = recordingClient({ baseURL, auth });
    const all401s = after401s(5);
    auth.fetchToken
      .mockImplementationOnce(async () => {
        throw new Error('no session');
      })
      .mockImplementationOnce(async () => {
        await all401s;
        throw new Error('still no session');
      });
    const errors = await Promise.all(Array.from({ length: 5 }, () => rejection(api.call(secureCall))));
    expect(errors.map((error) => error.status)).toEqual([401, 401, 401, 401, 401]);
    expect(seen.map(authHeader)).toEqual(Array(5).fill(undefined));
    expect(auth.fetchToken).toHaveBeenCalledTimes(2);
    expect(api.ofType('refreshFailed')).toHaveLength(1);
  });

  it('after signing out, a token fetched for the last player is neither sent nor reused', async () => {
    acceptTokens(new Set(['fresh']));
    const auth = authHooks({ storedToken: vi.fn(() => 'expired') });
    const api = recordingClient({ baseURL, auth });
    await api.call(secureCall);
    auth.isSignedIn.mockReturnValue(false);
    auth.fetchToken.mockImplementation(async () => {
      throw new Error('a guest has no token');
    });
    expect((await rejection(api.call(secureCall))).status).toBe(401);
    expect(seen.map(authHeader)).toEqual(['fresh', undefined]);
    expect(auth.fetchToken).toHaveBeenCalledTimes(2);
    expect(api.ofType('refreshFailed')).toHaveLength(1);
  });
});

describe('400 with the fingerprint code (spec 02 §4)', () => {
  const fingerprintError = { errors: [{ code: FINGERPRINT_ERROR_CODE, detail: 'Bad fingerprint' }] };

  it('re-fetches the fingerprint and retries once', async () => {
    let fresh = false;
    handler = (_entry, res) => (fresh ? send(res, 200, { ok: true }) : send(res, 400, fingerprintError));
    const fingerprint = { refresh: vi.fn(async () => void (fresh = true)) };
    await expect(recordingClient({ baseURL, fingerprint }).call(plainCall)).resolves.toEqual({ ok: true });
    expect(fingerprint.refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('rejects when the retry fails again, without a loop', async () => {
    handler = (_entry, res) => send(res, 400, fingerprintError);
    const fingerprint = { refresh: vi.fn(async () => undefined) };
    const error = await rejection(recordingClient({ baseURL, fingerprint }).call(plainCall));
    expect(error).toMatchObject({ status: 400, code: FINGERPRINT_ERROR_CODE });
    expect(fingerprint.refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });
});

describe('400 with a captcha code (spec 02 §4)', () => {
  /** Answers the code until the captcha header carries the solution for it. */
  function requireCaptcha(code: number) {
    handler = (entry, res) => {
      if (captchaHeader(entry) === `solved-${code}`) send(res, 200, { ok: true });
      else send(res, 400, { errors: [{ code, detail: 'Captcha required' }] });
    };
  }

  it.each(CAPTCHA_ERROR_CODES)('code %i runs the challenge and retries with its result in the header', async (code) => {
    requireCaptcha(code);
    const captcha = { challenge: vi.fn(async (asked: number) => `solved-${asked}`) };
    await expect(recordingClient({ baseURL, captcha }).call(plainCall)).resolves.toEqual({ ok: true });
    expect(captcha.challenge).toHaveBeenCalledTimes(1);
    expect(captcha.challenge.mock.calls[0]?.[0]).toBe(code);
    expect(seen.map(captchaHeader)).toEqual([undefined, `solved-${code}`]);
  });

  it('rejects with the original error when the player cancels', async () => {
    requireCaptcha(100);
    const captcha = { challenge: vi.fn(async () => null) };
    const error = await rejection(recordingClient({ baseURL, captcha }).call(plainCall));
    expect(error).toMatchObject({ status: 400, code: 100, message: 'Captcha required' });
    expect(seen).toHaveLength(1);
  });

  it('leaves a 400 with another code alone', async () => {
    handler = (_entry, res) => send(res, 400, { errors: [{ code: 101, detail: 'Other' }] });
    const captcha = { challenge: vi.fn(async () => 'x') };
    expect((await rejection(recordingClient({ baseURL, captcha }).call(plainCall))).code).toBe(101);
    expect(captcha.challenge).not.toHaveBeenCalled();
  });
});

describe('451 (spec 02 §4 "redirect to confirm terms")', () => {
  it('tells the app once on exception_code 1 and rejects with the ApiError', async () => {
    handler = (_entry, res) => send(res, 451, { message: 'Confirm the terms', exception_code: TERMS_EXCEPTION_CODE });
    const api = recordingClient({ baseURL });
    const error = await rejection(api.call(plainCall));
    expect(error).toMatchObject({ status: 451, exceptionCode: 1 });
    expect(api.ofType('termsRequired')).toEqual([{ type: 'termsRequired', error }]);
  });

  it('does not on another exception_code', async () => {
    handler = (_entry, res) => send(res, 451, { message: 'Blocked', exception_code: 2 });
    const api = recordingClient({ baseURL });
    await rejection(api.call(plainCall));
    expect(api.ofType('termsRequired')).toEqual([]);
  });
});

describe('secret fields (spec 02 §5)', () => {
  it('are encoded on the wire; other fields are not', async () => {
    handler = (entry, res) => send(res, 200, { received: entry.body });
    const answer = await recordingClient({ baseURL }).call(loginCall, {
      body: { uLogin: 'player@example.com', uPassword: 'пароль', save: true },
    });
    expect(seen[0]?.body).toEqual({
      uLogin: encodeSecret('player@example.com'),
      uPassword: Buffer.from('пароль', 'utf8').toString('base64'),
      save: true,
    });
    expect(answer.received['uPassword']).not.toBe('пароль');
  });

  it('are sent as is on a call that lists none', async () => {
    handler = (entry, res) => send(res, 200, { received: entry.body });
    await recordingClient({ baseURL }).call(
      { ...loginCall, secretFields: undefined },
      { body: { uLogin: 'a', uPassword: 'b', save: false } },
    );
    expect(seen[0]?.body).toEqual({ uLogin: 'a', uPassword: 'b', save: false });
  });
});
