import { limitRefusalSchema } from '@bet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SignedInBrowser } from '../testing/auth-test-kit';
import { DEMO, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { limitsCall, refusalOf, resetLimits, saveLimit } from './testing/limit-kit';

const server = useTestServer();
let browser: SignedInBrowser;

beforeEach(async () => {
  await resetLimits(server.database.db, DEMO.email.id);
  browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
});

describe('bad limit values get a clear refusal with a title in X-Language (issue 13 "Bad input")', () => {
  const cases = [
    {
      name: 'a fraction of a minor unit',
      request: { limitType: 20, limitValue: 1000.5 },
      code: 'value_not_whole',
      en: 'Enter a whole positive amount',
      ru: 'Введите целое положительное значение',
    },
    {
      name: 'not a whole number of roubles',
      request: { limitType: 20, limitValue: 100_050 },
      code: 'value_not_whole',
      en: 'Enter a whole positive amount',
      ru: 'Введите целое положительное значение',
    },
    {
      name: 'zero',
      request: { limitType: 1, limitValue: 0 },
      code: 'value_not_whole',
      en: 'Enter a whole positive amount',
      ru: 'Введите целое положительное значение',
    },
    {
      name: 'negative',
      request: { limitType: 10, limitValue: -100 },
      code: 'value_not_whole',
      en: 'Enter a whole positive amount',
      ru: 'Введите целое положительное значение',
    },
    {
      name: 'text',
      request: { limitType: 10, limitValue: '500' },
      code: 'value_not_whole',
      en: 'Enter a whole positive amount',
      ru: 'Введите целое положительное значение',
    },
    {
      name: 'an unknown type',
      request: { limitType: 99, limitValue: 100 },
      code: 'unknown_type',
      en: 'This kind of limit does not exist',
      ru: 'Такого вида лимита не существует',
    },
    {
      name: 'a time value not offered',
      request: { limitType: 32, limitValue: 17 },
      code: 'value_not_offered',
      en: 'Choose one of the offered values',
      ru: 'Выберите одно из предложенных значений',
    },
  ];
  for (const item of cases) {
    it(`${item.name}: ${item.code}`, async () => {
      for (const language of ['en', 'ru'] as const) {
        const response = await saveLimit(server.app, browser, item.request, language);
        expect(response.statusCode, response.body).toBe(400);
        const body = limitRefusalSchema.parse(response.json());
        expect(body.errors[0]?.code).toBe(item.code);
        expect(body.data).toEqual({ status: 'bad_request', title: item[language] });
      }
    });
  }

  it('above the maximum: value_above_max with the maximum', async () => {
    const response = await saveLimit(server.app, browser, { limitType: 22, limitValue: 1_000_000_100 });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual({
      code: 'value_above_max',
      status: 'bad_request',
      title: 'The value is above the allowed maximum of 10000000.00 RUB',
      max: 1_000_000_000,
      limitType: 22,
    });
    const hours = await saveLimit(server.app, browser, { limitType: 31, limitValue: 25 }, 'ru');
    expect(refusalOf(hours)).toMatchObject({
      code: 'value_above_max',
      max: 24,
      title: 'Значение больше допустимого максимума 24',
    });
  });

  it('a refused list changes nothing, even its valid items', async () => {
    const response = await limitsCall(server.app, browser, 'POST', 'limits', {
      limits: [
        { limitType: 20, limitValue: 100_000 },
        { limitType: 21, limitValue: 1.5 },
      ],
    });
    expect(response.statusCode).toBe(400);
    const list = await limitsCall(server.app, browser, 'GET', 'limits');
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('DELETE and limitaction name an unknown type: unknown_type', async () => {
    const cancel = await limitsCall(server.app, browser, 'DELETE', 'limit?limitType=5');
    expect(cancel.statusCode).toBe(400);
    expect(refusalOf(cancel).code).toBe('unknown_type');
    const action = await limitsCall(server.app, browser, 'POST', 'limitaction', { limitType: 4, action: 'confirm' });
    expect(refusalOf(action).code).toBe('unknown_type');
  });
});
