import { FINGERPRINT_ERROR_CODE } from '@bet/contract';
import { isTokenValid } from '../testing/client-token';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signToken } from './signing';
import { accounts, authSettings, players } from '../db/schema';
import { seedAuthSettings } from './auth-seed';
import { CookieJar, cookiesOf, encode, errorCodeOf, fingerprintToken, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

async function register(type: string, body: Record<string, unknown>, cookie = '') {
  return server.app.inject({
    method: 'POST',
    url: `/web-api/registration/${type}`,
    headers: { cookie },
    payload: {
      currencyId: 1,
      countryId: 1,
      bonusChoice: 0,
      componentData: await fingerprintToken(server.app),
      ...body,
    },
  });
}

const fullBody = (email: string) => ({
  email,
  uPassword: encode('long-enough-1'),
  name: 'Maria',
  surname: 'Full',
  birthday: '1995-04-01',
});

describe('fast_reg', () => {
  it('generates the credentials once, signs in, and opens a main account', async () => {
    const response = await register('fast_reg', { promoCode: 'WELCOME', bonusChoice: 1, currencyId: 4, countryId: 66 });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      userId: number;
      token: string;
      activationType: number;
      credentials: { login: string; password: string };
    }>();
    expect(answer).toMatchObject({ status: 'signedIn', activationType: 0 });
    expect(answer.credentials.login).toBe(String(answer.userId));
    expect(answer.credentials.password).toMatch(/^[A-Za-z2-9]{10}$/);
    expect(answer.userId).toBeGreaterThanOrEqual(100000);
    expect(isTokenValid(answer.token, server.clock.now())).toBe(true);
    expect([...cookiesOf(response).keys()].sort()).toEqual(['sid', 'ua', 'user_token']);

    const [row] = await server.database.db.select().from(players).where(eq(players.id, answer.userId));
    expect(row).toMatchObject({ promoCode: 'WELCOME', bonusChoice: 1, currencyId: 4, registrationType: 'fast_reg' });
    // Never the password itself.
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(answer.credentials.password);
    const rows = await server.database.db.select().from(accounts).where(eq(accounts.playerId, answer.userId));
    expect(rows).toEqual([expect.objectContaining({ type: 0, money: 0, currencyId: 4, isActive: true })]);

    await signInAs(server.app, answer.credentials.login, answer.credentials.password);
  });

  it('refuses a currency the site does not offer and an unknown country', async () => {
    expect(errorCodeOf(await register('fast_reg', { currencyId: 8 }))).toBe('invalid_body');
    expect(errorCodeOf(await register('fast_reg', { countryId: 9999 }))).toBe('invalid_body');
  });

  it('needs a fingerprint', async () => {
    const forged = signToken('x'.repeat(32), 'fingerprint', { exp: 9_999_999_999 });
    const response = await register('fast_reg', { componentData: forged });
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe(FINGERPRINT_ERROR_CODE);
  });
});

describe('phone_reg', () => {
  it('registers a phone once, with activation type 3', async () => {
    const body = { phone_number: '9007654321', country_code: '+7', uPassword: encode('long-enough-2') };
    const first = await register('phone_reg', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'signedIn', activationType: 3 });
    expect(first.json()).not.toHaveProperty('credentials');
    const again = await register('phone_reg', body);
    expect(again.statusCode).toBe(400);
    expect(errorCodeOf(again)).toBe('ALREADY_REGISTERED');
  });

  it('refuses a short password', async () => {
    const short = await register('phone_reg', {
      phone_number: '9000000001',
      country_code: '+7',
      uPassword: encode('short'),
    });
    expect(errorCodeOf(short)).toBe('invalid_body');
  });
});

describe('full_reg', () => {
  it('registers an e-mail once, whatever its case, with activation type 1', async () => {
    const first = await register('full_reg', fullBody('maria@orbitbet.example'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'signedIn', activationType: 1 });
    const [row] = await server.database.db.select().from(players).where(eq(players.email, 'maria@orbitbet.example'));
    expect(row).toMatchObject({ name: 'Maria', surname: 'Full', birthday: '1995-04-01', activationType: 1 });
    expect(JSON.stringify(row)).not.toContain('long-enough-1');

    const again = await register('full_reg', fullBody('MARIA@orbitbet.example'));
    expect(again.statusCode).toBe(400);
    expect(errorCodeOf(again)).toBe('ALREADY_REGISTERED');
    await signInAs(server.app, 'maria@orbitbet.example', 'long-enough-1');
  });

  it('refuses players younger than the minimum age of the site config', async () => {
    const today = new Date(server.clock.now());
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const young = await register('full_reg', { ...fullBody('young@orbitbet.example'), birthday: seventeen });
    expect(young.statusCode).toBe(400);
    expect(young.json<{ message: string }>().message).toContain('at least 18');
  });
});

describe('soc_reg', () => {
  async function demoToken(network: string, jar: CookieJar) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/social-api/oauth/demo/token',
      headers: { cookie: jar.header() },
      payload: { network },
    });
    expect(response.statusCode).toBe(200);
    jar.take(response);
    return response.json<{ socialToken: string; displayName: string }>();
  }

  it('registers by a demo assertion, and the same account signs into the same player', async () => {
    const jar = new CookieJar();
    const { socialToken, displayName } = await demoToken('google', jar);
    expect(displayName).toMatch(/^Demo google /);
    const first = await register('soc_reg', { network: 'google', socialToken });
    expect(first.statusCode).toBe(200);
    const { userId } = first.json<{ userId: number }>();
    expect(first.json()).toMatchObject({ activationType: 0 });

    const again = await register('soc_reg', {
      network: 'google',
      socialToken: (await demoToken('google', jar)).socialToken,
    });
    expect(again.json()).toMatchObject({ status: 'signedIn', userId });
    // Another browser is another made-up account.
    const other = await register('soc_reg', {
      network: 'google',
      socialToken: (await demoToken('google', new CookieJar())).socialToken,
    });
    expect(other.json<{ userId: number }>().userId).not.toBe(userId);
  });

  it('rejects a forged, expired or other-network assertion', async () => {
    const jar = new CookieJar();
    const { socialToken } = await demoToken('vk', jar);
    expect(errorCodeOf(await register('soc_reg', { network: 'google', socialToken }))).toBe('SOCIAL_REJECTED');
    expect(errorCodeOf(await register('soc_reg', { network: 'vk', socialToken: `${socialToken}x` }))).toBe(
      'SOCIAL_REJECTED',
    );
    server.clock.advance(10 * 60 * 1000 + 1000);
    const late = await register('soc_reg', { network: 'vk', socialToken });
    expect(errorCodeOf(late)).toBe('SOCIAL_REJECTED');
  });
});

describe('closed registration', () => {
  it('answers 403 REGISTRATION_CLOSED when off, on a VIP domain, or for a type not offered', async () => {
    try {
      for (const change of [
        { isRegistrationAllowed: false },
        { isVipDomain: true },
        { registrationTypes: ['full_reg' as const] },
      ]) {
        await server.database.db
          .update(authSettings)
          .set({ ...seedAuthSettings, ...change })
          .where(eq(authSettings.id, 1));
        const response = await register('fast_reg', {});
        expect(response.statusCode).toBe(403);
        expect(errorCodeOf(response)).toBe('REGISTRATION_CLOSED');
      }
    } finally {
      await server.database.db.update(authSettings).set(seedAuthSettings).where(eq(authSettings.id, 1));
    }
    expect((await register('fast_reg', {})).statusCode).toBe(200);
  });
});
