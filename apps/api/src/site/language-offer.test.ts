import { siteConfigSchema } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

async function config(query = '') {
  const response = await server.app.inject({ url: `/bff-api/config/all.json${query}` });
  expect(response.statusCode).toBe(200);
  return siteConfigSchema.parse(response.json());
}

/** The seeded languages table: ru (the default, spec 01 §3), en, kz, and the lazily loaded ones. */
describe('the languages the sandbox offers', () => {
  it('lists every enabled language in menu order, Kazakh hidden from visitors (spec 01 §4 Language)', async () => {
    expect(await config()).toMatchObject({
      languages: ['ru', 'en', 'kz', 'ua', 'az', 'tr', 'de', 'es'],
      defaultLanguage: 'ru',
      langHiddenUnauthorized: ['kz'],
    });
  });

  it.each(['ua', 'az', 'tr', 'de', 'es'])('serves the config in %s when asked for it', async (language) => {
    expect((await config(`?lang=${language}`)).lng).toBe(language);
  });

  it('still answers the default for a language it does not offer', async () => {
    expect((await config('?lang=uz')).lng).toBe('ru');
  });
});
