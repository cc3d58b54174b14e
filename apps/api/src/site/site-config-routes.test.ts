import { errorBodySchema, GEO_COUNTRY_HEADER, siteConfigSchema } from '@bet/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedAuthSettings } from '../auth/auth-seed';
import { siteConfig } from '../db/schema';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

async function getConfig(query = '', headers: Record<string, string> = {}) {
  const response = await server.app.inject({ url: `/bff-api/config/all.json${query}`, headers });
  return { response, json: response.json() };
}

describe('GET /bff-api/config/all.json', () => {
  it('answers the default language and country when asked for nothing', async () => {
    const { response, json } = await getConfig();
    expect(response.statusCode).toBe(200);
    const config = siteConfigSchema.parse(json);
    expect(config).toMatchObject({
      lng: 'ru',
      languages: ['ru', 'en', 'kz', 'ua', 'az', 'tr', 'de', 'es'],
      defaultLanguage: 'ru',
      langHiddenUnauthorized: ['kz'],
      geoCountryId: 1,
      geoCurrency: { id: 1 },
      companyName: 'Orbit Bet',
      minAge: 18,
      contacts: { email: 'support@orbitbet.example', phone: '8 800 000-00-00' },
    });
    expect(config.footer.socialLinks.map((link) => link.iconName)).toEqual(['telegram', 'vk', 'youtube', 'x']);
    // The auth settings: the auth_settings row (the one source the registration rules read), its
    // currency ids as the currencies they name.
    const { id: _row, currencyIds: _ids, ...stored } = seedAuthSettings;
    expect(config.auth).toEqual({
      ...stored,
      currencies: [
        { id: 1, iso: 'RUB' },
        { id: 2, iso: 'USD' },
        { id: 3, iso: 'EUR' },
        { id: 4, iso: 'KZT' },
        { id: 5, iso: 'BYN' },
      ],
    });
  });

  it('serves the language asked for, with its translated fields', async () => {
    const en = (await getConfig('?lang=en')).json;
    expect(en).toMatchObject({ lng: 'en', contacts: { email: 'help@orbitbet.example', phone: '+7 495 000-00-00' } });
    // Hidden languages are the client's business: the call serves any enabled one.
    const kz = (await getConfig('?lang=kz')).json;
    expect(kz).toMatchObject({ lng: 'kz', contacts: { email: 'support@orbitbet.example', phone: '+7 727 000-00-00' } });
  });

  it('falls back to the default language for unknown and disabled languages', async () => {
    expect((await getConfig('?lang=fr')).json.lng).toBe('ru');
    expect((await getConfig('?lang=uz')).json.lng).toBe('ru');
  });

  it('answers 400 with the error body for a malformed language', async () => {
    for (const query of ['?lang=EN', '?lang=eng', '?lang=e1', '?lang=en&lang=ru']) {
      const { response, json } = await getConfig(query);
      expect(response.statusCode, query).toBe(400);
      const body = errorBodySchema.parse(json);
      expect(body.statusCode).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ code: 'invalid_query' });
      expect(body.errors?.[0]?.detail).toMatch(/^query\.lang: /);
      expect(body.message).toBe(body.errors?.map((error) => error.detail).join('; '));
    }
  });

  it('takes the country from the geo header, in any case, defaulting to ru', async () => {
    expect((await getConfig('', { [GEO_COUNTRY_HEADER]: 'KZ' })).json).toMatchObject({
      geoCountryId: 66,
      geoCurrency: { id: 4 },
    });
    expect((await getConfig('', { 'X-Geo-Country-Code': 'by' })).json.geoCountryId).toBe(126);
    for (const unknown of ['zz', 'russia', '']) {
      expect((await getConfig('', { [GEO_COUNTRY_HEADER]: unknown })).json.geoCountryId, unknown).toBe(1);
    }
  });

  it('answers 503 with the error body while configUnavailable is on', async () => {
    await server.restart({ faults: { configUnavailable: true } });
    const { response, json } = await getConfig('?lang=en');
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(json)).toMatchObject({
      statusCode: 503,
      errors: [{ code: 'config_unavailable' }],
    });
  });

  it('sends a 500, not the invalid config, when the data breaks the contract', async () => {
    await server.database.db.update(siteConfig).set({ companyName: '' }).where(eq(siteConfig.id, 1));
    try {
      const { response, json } = await getConfig();
      expect(response.statusCode).toBe(500);
      expect(json).toEqual({
        errors: [{ code: 'invalid_response', detail: 'The server could not answer getSiteConfig' }],
        message: 'The server could not answer getSiteConfig',
        statusCode: 500,
      });
    } finally {
      await server.database.db.update(siteConfig).set({ companyName: 'Orbit Bet' }).where(eq(siteConfig.id, 1));
    }
  });
});

describe('GET /bff-api/config/group/get', () => {
  const getGroups = (query: string) => server.app.inject({ url: `/bff-api/config/group/get${query}` });

  it('answers the known groups asked for, cached for 600 s', async () => {
    const response = await getGroups('?groups=registration,coupon,nothing&lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const groups = response.json();
    expect(Object.keys(groups).sort()).toEqual(['coupon', 'registration']);
    expect(groups.registration).toMatchObject({
      defaultType: 'full_reg',
      reminder: { delaySeconds: 60, intervalMinutes: 30 },
    });
  });

  it('prefers the row of the language over the language-neutral one', async () => {
    const kz = (await getGroups('?groups=registration,support&lang=kz')).json();
    expect(kz.registration.defaultType).toBe('phone_reg');
    expect(kz.support.consultantId).toBe('empty');
    const ru = (await getGroups('?groups=support&lang=ru')).json();
    expect(ru.support.consultantId).toBe('4021');
    // No lang: the default language (ru).
    expect((await getGroups('?groups=support')).json().support.consultantId).toBe('4021');
    // A disabled language falls back to the default too.
    expect((await getGroups('?groups=support&lang=uz')).json().support.consultantId).toBe('4021');
  });

  it('answers 400, uncached, for a malformed query', async () => {
    for (const query of ['', '?groups=', '?groups=Coupon', '?groups=a,,b', '?groups=coupon&lang=RU']) {
      const response = await getGroups(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(errorBodySchema.parse(response.json()).statusCode).toBe(400);
    }
  });
});
