import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Clock } from '@bet/platform';

/** A clock tests move by hand; it starts at the real time so the client's token parser agrees. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
}

export function createFakeClock(start = Date.now()): FakeClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

/** What the request layer does to secret fields (libs/shared/request secret-fields.ts). */
export function encode(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64');
}

export interface CookieSeen {
  value: string;
  attributes: string[];
}

/** The Set-Cookie headers of an answer, by name; attributes sorted (their order means nothing). */
export function cookiesOf(response: LightMyRequestResponse): Map<string, CookieSeen> {
  const header = response.headers['set-cookie'];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const cookies = new Map<string, CookieSeen>();
  for (const line of list) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    cookies.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes: attributes.sort() });
  }
  return cookies;
}

/** A browser's cookie jar: keeps what answers set, forgets what they delete. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: LightMyRequestResponse): this {
    for (const [name, { value, attributes }] of cookiesOf(response)) {
      if (attributes.includes('Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

export async function fingerprintToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/web-api/fingerprint',
    payload: { componentsData: { userAgent: 'vitest', screen: '1920x1080', touch: false } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** The demo players of auth/auth-seed.ts (ids in a new database, passwords in the README). */
export const DEMO = {
  email: { id: 100000, login: 'demo@orbitbet.example', password: 'demo-pass-1' },
  phone: { id: 100001, code: '+7', number: '9001234567', password: 'phone-pass-1' },
  twoStep: { id: 100002, login: 'twostep@orbitbet.example', password: 'two-step-1' },
  blocked: { id: 100003, login: 'blocked@orbitbet.example', password: 'blocked-1' },
} as const;

export interface SignedInBrowser {
  jar: CookieJar;
  token: string;
  userId: number;
}

/** Signs a demo player in by e-mail and password; the jar holds the session cookies. */
export async function signInAs(
  app: FastifyInstance,
  login: string,
  password: string,
  options: { save?: boolean; jar?: CookieJar } = {},
): Promise<SignedInBrowser> {
  const jar = options.jar ?? new CookieJar();
  const response = await app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    headers: { cookie: jar.header() },
    payload: {
      uLogin: encode(login),
      uPassword: encode(password),
      save: options.save ?? false,
      componentData: await fingerprintToken(app),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<{ status: string; token: string; userId: number }>();
  expect(answer.status).toBe('signedIn');
  jar.take(response);
  return { jar, token: answer.token, userId: answer.userId };
}

export function authHeaders(browser: SignedInBrowser): Record<string, string> {
  return { 'x-auth-token': browser.token, cookie: browser.jar.header() };
}

export function errorCodeOf(response: LightMyRequestResponse): unknown {
  return response.json<{ errors?: { code?: unknown }[] }>().errors?.[0]?.code;
}
