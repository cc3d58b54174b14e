import { describe, expect, it } from 'vitest';
import { CookieJar, cookiesOf, DEMO, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer({ random: () => 0.5 });

async function newChallenge(jar: CookieJar) {
  const response = await server.app.inject({ url: '/captcha/update', headers: { cookie: jar.header() } });
  expect(response.statusCode).toBe(200);
  jar.take(response);
  const { time } = response.json<{ time: number }>();
  const answer = (await server.app.inject({ url: '/sandbox-api/control/captcha' })).json<{
    time: number;
    answer: string;
  }>();
  expect(answer.time).toBe(time);
  return { time, answer: answer.answer };
}

const validate = (jar: CookieJar, captcha: string) =>
  server.app.inject({
    method: 'POST',
    url: '/captcha/validate',
    headers: { cookie: jar.header() },
    payload: { captcha },
  });

const wrongOf = (answer: string) => (answer === '00000' ? '11111' : '00000');

describe('captcha', () => {
  it('binds a challenge to the browser by the captcha_id cookie and draws it', async () => {
    const jar = new CookieJar();
    const first = await server.app.inject({ url: '/captcha/update' });
    expect(cookiesOf(first).get('captcha_id')?.attributes).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax']);
    jar.take(first);
    const { time } = first.json<{ time: number }>();
    expect((await server.app.inject({ url: '/captcha/gettime', headers: { cookie: jar.header() } })).json()).toEqual({
      time,
    });

    const image = await server.app.inject({ url: `/captcha/image?time=${time}`, headers: { cookie: jar.header() } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.body.match(/<text /g)).toHaveLength(5);
    expect(image.body.match(/<line /g)?.length).toBeGreaterThanOrEqual(3);

    expect(
      (await server.app.inject({ url: `/captcha/image?time=${time + 1}`, headers: { cookie: jar.header() } }))
        .statusCode,
    ).toBe(404);
    // Another browser cannot see it.
    expect((await server.app.inject({ url: `/captcha/image?time=${time}` })).statusCode).toBe(404);
    server.clock.advance(5 * 60 * 1000);
    expect(
      (await server.app.inject({ url: `/captcha/image?time=${time}`, headers: { cookie: jar.header() } })).statusCode,
    ).toBe(404);
  });

  it('answers type 1 with a new picture for a wrong answer, type 0 for the right one', async () => {
    const jar = new CookieJar();
    const { answer } = await newChallenge(jar);
    const wrong = await validate(jar, wrongOf(answer));
    expect(wrong.json()).toMatchObject({ type: 1, error_message: expect.any(String) });
    // The picture is burnt: its answer no longer works.
    expect((await validate(jar, answer)).json()).toMatchObject({ type: 1 });

    const next = await newChallenge(jar);
    expect((await validate(jar, next.answer)).json()).toEqual({ type: 0, time: next.time });
  });

  it('answers type 1 for an expired challenge', async () => {
    const jar = new CookieJar();
    const { answer } = await newChallenge(jar);
    server.clock.advance(5 * 60 * 1000);
    expect((await validate(jar, answer)).json()).toMatchObject({ type: 1, error_message: 'The captcha has expired' });
  });

  it('answers type 2 after 5 wrong answers in a row and ends the session', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const { jar } = browser;
    for (let i = 0; i < 4; i += 1) {
      const { answer } = await newChallenge(jar);
      expect((await validate(jar, wrongOf(answer))).json()).toMatchObject({ type: 1 });
    }
    const { answer } = await newChallenge(jar);
    const fifth = await validate(jar, wrongOf(answer));
    expect(fifth.json()).toMatchObject({ type: 2 });
    for (const name of ['sid', 'ua', 'user_token'])
      expect(cookiesOf(fifth).get(name)?.attributes).toContain('Max-Age=0');
    const token = await server.app.inject({ url: '/web-api/user/gettoken', headers: { cookie: jar.header() } });
    expect(token.statusCode).toBe(401);
  });

  it('lets a solved answer through X-Captcha once', async () => {
    await server.app.inject({ method: 'PUT', url: '/sandbox-api/control/faults', payload: { captchaNext: 2 } });
    const jar = new CookieJar();
    const { answer } = await newChallenge(jar);
    await validate(jar, answer);
    const send = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/web-api/auth/sms/send',
        headers,
        payload: { 'phone-number': '9005550000', 'phone-code': '+7' },
      });
    expect((await send({ 'x-captcha': answer, cookie: jar.header() })).statusCode).toBe(200);
    server.clock.advance(61_000);
    // Used up: the fault asks again.
    const reused = await send({ 'x-captcha': answer, cookie: jar.header() });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ errors: [{ code: 100 }] });
  });

  it('answers code 114 for a solved captcha that expired before use', async () => {
    const jar = new CookieJar();
    const { answer } = await newChallenge(jar);
    await validate(jar, answer);
    server.clock.advance(5 * 60 * 1000);
    const response = await server.app.inject({
      method: 'POST',
      url: '/web-api/auth/sms/send',
      headers: { 'x-captcha': answer, cookie: jar.header() },
      payload: { 'phone-number': '9005550001', 'phone-code': '+7' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ code: 114 }] });
  });
});
