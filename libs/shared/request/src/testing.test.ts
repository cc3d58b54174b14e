import { describe, expect, it } from 'vitest';
import { getSiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { ApiError } from './api-error';
import { createFakeApiClient, httpError, rejection } from './testing';

describe('createFakeApiClient', () => {
  it('answers a call by its contract name and records it with the clock’s time', async () => {
    const api = createFakeApiClient({ getSiteConfig: () => siteConfigFixture({ lng: 'en' }) }, () => 42);
    await expect(api.call(getSiteConfig, { query: { lang: 'en' } })).resolves.toMatchObject({ lng: 'en' });
    expect(api.callsTo('getSiteConfig')).toEqual([
      { name: 'getSiteConfig', query: { lang: 'en' }, body: undefined, at: 42 },
    ]);
  });

  it('rejects a call it has no answer for with a 404, and takes new answers mid-test', async () => {
    const api = createFakeApiClient();
    expect((await rejection(api.call(getSiteConfig))).status).toBe(404);
    api.answer('getSiteConfig', () => {
      throw httpError(503, 'DOWN');
    });
    expect(await rejection(api.call(getSiteConfig))).toMatchObject({ kind: 'http', status: 503, code: 'DOWN' });
  });
});

describe('rejection', () => {
  it('is the ApiError a call rejected with', async () => {
    const error = httpError(401);
    await expect(rejection(Promise.reject(error))).resolves.toBe(error);
  });

  it('fails on a call that answered, or that failed with something else', async () => {
    await expect(rejection(Promise.resolve({ ok: true }))).rejects.toThrow('Expected the call to fail');
    await expect(rejection(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
    expect(httpError(500)).toBeInstanceOf(ApiError);
  });
});
