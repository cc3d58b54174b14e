import { encodeSecretFields } from '@bet/request';
import { describe, expect, it } from 'vitest';
import { CookieJar, fingerprintToken } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { sniffDocumentType } from './sniff-document';

const server = useTestServer();

/** A new player by one-click registration, signed in: the headers of their calls. */
async function newPlayer(): Promise<{ headers: Record<string, string>; id: number }> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/web-api/registration/fast_reg',
    payload: { currencyId: 1, countryId: 1, bonusChoice: 0, componentData: await fingerprintToken(server.app) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const jar = new CookieJar();
  jar.take(response);
  const answer = response.json<{ token: string; userId: number }>();
  return { headers: { 'x-auth-token': answer.token, cookie: jar.header() }, id: answer.userId };
}

const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  server.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const control = (path: string, payload: unknown) => post(`/sandbox-api/control/${path}`, {}, payload);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const upload = (headers: Record<string, string>, content: Buffer, fileName = 'passport.png') =>
  post('/web-api/verification/documents', headers, { fileName, sendAs: 0, contentBase64: content.toString('base64') });

describe('the type of a document is told by its first bytes', () => {
  it('knows JPEG, PNG and PDF and nothing else', () => {
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(PNG)).toBe('image/png');
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });
});

describe('verification documents (issue 12, spec 01 §3 verification fields, §4 "Verified")', () => {
  it('needs a signed-in player', async () => {
    expect((await server.app.inject({ url: '/web-api/verification' })).statusCode).toBe(401);
  });

  it('a new player is not verified; an upload is pending; accepted by the reviewer it verifies', async () => {
    const { headers, id } = await newPlayer();
    const fresh = (await get('/web-api/verification', headers)).json();
    expect(fresh).toMatchObject({ documents: [], fields: { verification_status: 1, internal_verification_status: 0 } });

    const sent = await upload(headers, PNG);
    expect(sent.json()).toEqual({ status: 1, messages: [] });
    const pending = (await get('/web-api/verification', headers)).json();
    expect(pending.documents).toMatchObject([{ fileName: 'passport.png', mimeType: 'image/png', state: 'pending' }]);
    expect(pending.fields).toMatchObject({ user_status_id: 1, verification_status: 0 });

    expect((await control('verification/documents/decide', { playerId: id, state: 'accepted' })).json()).toEqual({
      decided: 1,
    });
    const verified = (await get('/web-api/verification', headers)).json();
    expect(verified.documents[0].state).toBe('accepted');
    expect(verified.fields).toMatchObject({
      internal_verification_status: 1,
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
      requested_additional_document: false,
      user_status_id: 0,
    });
    // The user config carries the same fields (spec 01 §3).
    expect((await get('/web-api/user/config', headers)).json()).toMatchObject({ internal_verification_status: 1 });
  });

  it('a rejected document asks for another one', async () => {
    const { headers, id } = await newPlayer();
    await upload(headers, PNG);
    await control('verification/documents/decide', { playerId: id, state: 'rejected' });
    const answer = (await get('/web-api/verification', headers)).json();
    expect(answer.fields).toMatchObject({ requested_additional_document: true, verification_status: 1 });
  });

  it('refuses a file that is not JPEG, PNG or PDF whatever its name (status 2, nothing stored)', async () => {
    const { headers } = await newPlayer();
    const answer = (await upload(headers, Buffer.from('MZ not a picture'), 'passport.png')).json();
    expect(answer.status).toBe(2);
    expect(answer.messages[0]).toMatch(/JPEG, PNG or PDF/);
    expect((await get('/web-api/verification', headers)).json().documents).toEqual([]);
  });

  it('refuses a file over 5 MB', async () => {
    const { headers } = await newPlayer();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = (await upload(headers, big)).json();
    expect(answer).toMatchObject({ status: 2 });
    expect(answer.messages[0]).toMatch(/5 MB/);
  });
});

describe('face id (spec 02 §8 "Face id and identification", §9 status 3 Active, 5 Closed)', () => {
  it('opens an active session that the provider closes with a result', async () => {
    const { headers, id } = await newPlayer();
    const started = (await post('/web-api/identification/faceid', headers, {})).json();
    expect(started).toMatchObject({ status: 3, result: 'UNVERIFIED', provider: 'faceid' });
    await control('verification/faceid', { close: { playerId: id, result: 'VERIFICATION_SUCCESSFUL' } });
    const closed = (await get(`/web-api/identification/faceid?sessionId=${started.sessionId}`, headers)).json();
    expect(closed).toMatchObject({ status: 5, result: 'VERIFICATION_SUCCESSFUL' });
    expect((await get('/web-api/verification', headers)).json().fields.internal_verification_status).toBe(1);
  });

  it.each([500, 403, 429])('answers %i while the fault is switched on', async (status) => {
    const { headers } = await newPlayer();
    expect((await control('verification/faceid', { fault: status })).json()).toEqual({ fault: status });
    expect((await post('/web-api/identification/faceid', headers, {})).statusCode).toBe(status);
    await control('verification/faceid', { fault: null });
    expect((await post('/web-api/identification/faceid', headers, {})).statusCode).toBe(200);
  });
});

describe('block appeals (spec 01 §2 block-appeal-history)', () => {
  it('a banned player files an appeal and sees it pending; a second waits for the first', async () => {
    const { headers, id } = await newPlayer();
    const text = 'Please review my account, I did nothing wrong.';
    expect((await post('/web-api/block-appeal', headers, { text })).json().status).toBe(2);
    await control('verification/ban', { playerId: id, banLevel: 3 });
    expect((await post('/web-api/block-appeal', headers, { text })).json()).toEqual({ status: 1, messages: [] });
    expect((await get('/web-api/block-appeal', headers)).json().appeals).toMatchObject([{ text, state: 'pending' }]);
    expect((await post('/web-api/block-appeal', headers, { text })).json().status).toBe(2);
  });
});

describe('convert account (spec 01 §2 "convert account", §4 convert status)', () => {
  it('turns a one-click account into one with an e-mail and a password, once', async () => {
    const { headers } = await newPlayer();
    expect((await get('/web-api/convert-account', headers)).json()).toEqual({ convertStatus: 1 });
    const body = encodeSecretFields({ email: `p${Date.now()}@example.com`, password: 'long enough 1' }, ['password']);
    expect((await post('/web-api/convert-account', headers, body)).json()).toEqual({ status: 1, messages: [] });
    expect((await get('/web-api/convert-account', headers)).json()).toEqual({ convertStatus: 0 });
    expect((await post('/web-api/convert-account', headers, body)).json().status).toBe(2);
  });
});
