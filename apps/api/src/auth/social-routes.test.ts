import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

const BOUNDARY = '----sandbox-test';
const multipart = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="credential"',
  '',
  'header.payload.signature',
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="countryId"',
  '',
  '1',
  `--${BOUNDARY}--`,
  '',
].join('\r\n');

const oneTap = () =>
  server.app.inject({
    method: 'POST',
    url: '/social-api/oauth/google-one-tap',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart,
  });

describe('Google one-tap', () => {
  it('is off without GOOGLE_ONE_TAP_CLIENT_ID: null client id, 503 on sign-in', async () => {
    expect((await server.app.inject({ url: '/social-api/oauth/google-one-tap/clientId' })).json()).toEqual({
      clientId: null,
    });
    const response = await oneTap();
    expect(response.statusCode).toBe(503);
    expect(errorCodeOf(response)).toBe('ONE_TAP_UNAVAILABLE');
  });

  it('with a client id, answers it and refuses credentials it cannot verify offline', async () => {
    await server.restart({ oneTapClientId: 'demo.apps.example' });
    expect((await server.app.inject({ url: '/social-api/oauth/google-one-tap/clientId' })).json()).toEqual({
      clientId: 'demo.apps.example',
    });
    const response = await oneTap();
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe('SOCIAL_REJECTED');
  });
});
