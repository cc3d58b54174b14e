import { describe, expect, it } from 'vitest';
import { CookieJar, fingerprintToken } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { BRING_FRIEND_REWARD_MINOR, friendLabel, inviteCodeOf, inviterOf, promotionsOf } from './programme-rules';

const server = useTestServer();

/** A new player by one-click registration, signed in; `cookie` is sent with the registration. */
async function newPlayer(cookie = '', query = ''): Promise<{ headers: Record<string, string>; id: number }> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/web-api/registration/fast_reg${query}`,
    headers: cookie ? { cookie } : {},
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

describe('programme rules', () => {
  it('an invite code names its inviter, anything else nobody', () => {
    expect(inviterOf(inviteCodeOf(12345))).toBe(12345);
    expect(inviterOf(undefined)).toBeNull();
    expect(inviterOf('x12')).toBeNull();
    expect(inviterOf('f')).toBeNull();
  });

  it('the welcome week ends seven days after the registration', () => {
    const registered = new Date('2026-01-01T00:00:00Z');
    expect(promotionsOf(registered, new Date('2026-01-07T23:00:00Z')).map((p) => p.id)).toContain('welcome-week');
    expect(promotionsOf(registered, new Date('2026-01-08T00:00:01Z')).map((p) => p.id)).not.toContain('welcome-week');
  });

  it('a friend is shown masked', () => {
    expect(friendLabel({ id: 7, name: '' })).toBe('#7');
    expect(friendLabel({ id: 7, name: 'Maria' })).toBe('Ma***');
  });
});

describe('bring a friend (spec 02 §9 bf tag referral, spec 01 §3 user_ref_id)', () => {
  it('needs a signed-in player', async () => {
    expect((await server.app.inject({ url: '/web-api/office/bring-friend' })).statusCode).toBe(401);
  });

  it('a registration with the bf_tag cookie links the new player to the inviter, with the reward', async () => {
    const inviter = await newPlayer();
    const page = (await get('/web-api/office/bring-friend', inviter.headers)).json();
    expect(page).toEqual({ inviteCode: inviteCodeOf(inviter.id), friends: [] });
    await newPlayer(`bf_tag=${page.inviteCode}`);
    await newPlayer('', `?bf_tag=${page.inviteCode}`);
    await newPlayer('bf_tag=nobody');
    const friends = (await get('/web-api/office/bring-friend', inviter.headers)).json().friends;
    expect(friends).toHaveLength(2);
    expect(friends[0]).toMatchObject({ rewardMinor: BRING_FRIEND_REWARD_MINOR, iso: expect.any(String) });
  });

  it("the player's own code links nothing", async () => {
    const first = await newPlayer();
    const second = await newPlayer(`bf_tag=${inviteCodeOf(first.id + 1)}`);
    expect(second.id).toBe(first.id + 1);
    expect((await get('/web-api/office/bring-friend', second.headers)).json().friends).toEqual([]);
  });
});

describe('promotion (spec 01 §3 promoSetting.promoCodeCheckSection)', () => {
  it('lists the active promotions and offers the promo code check', async () => {
    const { headers } = await newPlayer();
    const page = (await get('/web-api/office/promotion', headers)).json();
    expect(page.promoCodeCheckSection).toEqual({ isAvailable: true });
    expect(page.promotions.map((p: { id: string }) => p.id)).toEqual([
      'welcome-week',
      'express-booster',
      'bring-friend',
    ]);
  });

  it("checks one of the player's coupon promo codes without spending it", async () => {
    const { headers, id } = await newPlayer();
    const granted = await server.app.inject({
      method: 'POST',
      url: '/sandbox-api/control/promo-codes',
      payload: { playerId: id, code: 'SPRING10', name: '10% more on an express' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const check = (code: string) => post('/web-api/office/promotion/check-code', headers, { code });
    expect((await check(' spring10 ')).json()).toEqual({
      state: 'valid',
      code: 'SPRING10',
      gives: '10% more on an express',
      expiresAt: null,
    });
    expect((await check('spring10')).json().state).toBe('valid');
    expect((await check('NOPE')).json()).toEqual({ state: 'unknown', code: 'NOPE' });
    expect((await check('')).statusCode).toBe(400);
  });
});

describe('personal manager', () => {
  it('shows the manager of the player group and takes one call request an hour', async () => {
    const { headers } = await newPlayer();
    const manager = (await get('/web-api/office/manager', headers)).json();
    expect(manager.name).toMatch(/\w+ \w+/);
    expect(manager.channels.length).toBeGreaterThan(0);
    expect((await post('/web-api/office/manager/call', headers, {})).json()).toEqual({ status: 1, messages: [] });
    const again = (await post('/web-api/office/manager/call', headers, {})).json();
    expect(again.status).toBe(2);
    expect(again.messages).toHaveLength(1);
  });
});

describe('share an idea', () => {
  it('stores ideas of 10 to 2000 characters, at most 3 an hour, listed newest first', async () => {
    const { headers } = await newPlayer();
    expect((await post('/web-api/office/ideas', headers, { topic: 'site', text: 'too short' })).statusCode).toBe(400);
    expect((await post('/web-api/office/ideas', headers, { topic: 'site', text: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
    for (const n of [1, 2, 3]) {
      const sent = await post('/web-api/office/ideas', headers, { topic: 'sports', text: `Idea number ${n} here` });
      expect(sent.json(), sent.body).toEqual({ status: 1, messages: [] });
      server.clock.advance(1000);
    }
    const fourth = (
      await post('/web-api/office/ideas', headers, { topic: 'other', text: 'One more idea here' })
    ).json();
    expect(fourth.status).toBe(2);
    const ideas = (await get('/web-api/office/ideas', headers)).json().ideas;
    expect(ideas.map((i: { text: string }) => i.text)).toEqual([
      'Idea number 3 here',
      'Idea number 2 here',
      'Idea number 1 here',
    ]);
    expect(ideas[0]).toMatchObject({ topic: 'sports', state: 'new' });
  });
});
