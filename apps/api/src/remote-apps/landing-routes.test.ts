import { remoteAppResponseSchema } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { LANDINGS } from './landings';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();
const MF = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };
const get = (url: string) => server.app.inject({ url: `/bff-api/mf${url}`, headers: MF });

describe('spec 01 §2 "a headless landing-{x} landing": the landings sub-app (spec 02 §7)', () => {
  it('serves landing-welcome and landing-slots in en and ru', async () => {
    expect(LANDINGS.map((landing) => landing.slug)).toEqual(['landing-welcome', 'landing-slots']);
    const en = remoteAppResponseSchema.parse((await get('/landings/en/landing-welcome')).json());
    expect(en).toMatchObject({ appName: 'landings', title: 'Welcome to the casino', codeToEval: null });
    expect(en.body).toContain('<h1>Welcome to the casino</h1>');
    expect(en.body).toContain('href="/en/registration"');
    const ru = remoteAppResponseSchema.parse((await get('/landings/ru/landing-slots')).json());
    expect(ru.title).toBe('Турнир по слотам');
    expect(ru.body).toContain('href="/ru/promotions"');
  });

  it('answers 404 for an unknown landing or a deeper path (the client then shows the technical error page)', async () => {
    expect((await get('/landings/en/landing-nowhere')).statusCode).toBe(404);
    expect((await get('/landings/en/landing-welcome/more')).statusCode).toBe(404);
  });

  it('fails with 500 while the remoteAppsDown fault lists it', async () => {
    await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/faults',
      payload: { remoteAppsDown: ['landings'] },
    });
    expect((await get('/landings/en/landing-welcome')).statusCode).toBe(500);
  });
});
