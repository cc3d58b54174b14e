import { AD_BAIT_PATH, POLICY_LOGO_PATH } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';
import { TRANSPARENT_GIF } from './site-widget-routes';

const server = useTestServer();

const groups = (names: string) =>
  server.app.inject({ method: 'GET', url: `/bff-api/config/group/get?groups=${names}&lang=en` });

describe('site widget paths', () => {
  it('spec 02 §7: GET /web-api/policy/logo.agif answers a 1x1 gif', async () => {
    const response = await server.app.inject({ method: 'GET', url: POLICY_LOGO_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.rawPayload.equals(TRANSPARENT_GIF)).toBe(true);
    expect(response.rawPayload.subarray(0, 6).toString('ascii')).toBe('GIF89a');
  });

  it('serves the ad-blocker bait as a script', async () => {
    const response = await server.app.inject({ method: 'GET', url: AD_BAIT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
  });

  it('seeds the age notice and the new-site modal off, and the reminder of spec 01 §4', async () => {
    const answer = (await groups('age_restriction,new_site,registration')).json();
    expect(answer.age_restriction).toEqual({ isEnabled: false, acknowledgement: 'days' });
    expect(answer.new_site).toEqual({ isEnabled: false });
    expect(answer.registration.reminder).toEqual({ delaySeconds: 60, intervalMinutes: 30 });
  });

  it('the control call switches the age notice and the new-site modal in the served groups', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/site-notices',
      payload: { ageRestriction: { isEnabled: true, acknowledgement: 'session' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ageRestriction: { isEnabled: true, acknowledgement: 'session' },
      newSite: { isEnabled: false },
    });
    await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/site-notices',
      payload: { newSite: { isEnabled: true } },
    });
    const answer = (await groups('age_restriction,new_site')).json();
    expect(answer).toEqual({
      age_restriction: { isEnabled: true, acknowledgement: 'session' },
      new_site: { isEnabled: true },
    });
  });

  it('refuses a malformed switch', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/site-notices',
      payload: { ageRestriction: { isEnabled: 'yes' } },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('site widget control in production', () => {
  const production = useTestServer({ mode: 'production' });
  it('is absent', async () => {
    const response = await production.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/site-notices',
      payload: { newSite: { isEnabled: true } },
    });
    expect(response.statusCode).toBe(404);
  });
});
