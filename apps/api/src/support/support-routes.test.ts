import { describe, expect, it } from 'vitest';
import { CookieJar, fingerprintToken } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import {
  SUPPORT_DEFAULT_REPLY,
  SUPPORT_REPLY_DELAY_MS,
  SUPPORT_REQUESTS_PER_HOUR,
  supportReplyTo,
  WELCOME_MESSAGE,
} from './support-rules';

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

describe('the support chat (issue 12, spec 01 §2 "online chat")', () => {
  it('needs a signed-in player', async () => {
    expect((await server.app.inject({ url: '/web-api/support/chat' })).statusCode).toBe(401);
  });

  it('answers SUPPORT_REPLY_DELAY_MS after the message by the sandbox clock, unread until read', async () => {
    const { headers } = await newPlayer();
    const sent = await post('/web-api/support/chat', headers, { text: 'Where is my deposit?' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: { author: 'player', read: true }, unreadReplies: 0 });

    server.clock.advance(SUPPORT_REPLY_DELAY_MS - 1);
    expect((await get('/web-api/support/chat', headers)).json().messages).toHaveLength(1);

    server.clock.advance(1);
    const chat = (await get('/web-api/support/chat', headers)).json<{
      messages: { id: number; author: string; text: string; read: boolean }[];
      unreadReplies: number;
    }>();
    expect(chat.messages.map((m) => m.author)).toEqual(['player', 'support']);
    expect(chat.messages[1]).toMatchObject({ text: supportReplyTo('Where is my deposit?'), read: false });
    expect(chat.unreadReplies).toBe(1);
    expect((await get('/web-api/support/unread', headers)).json()).toEqual({ messages: 1, chatReplies: 1 });

    const read = await post('/web-api/support/chat/read', headers, { upToId: chat.messages[1]?.id });
    expect(read.json()).toEqual({ unreadReplies: 0 });
  });

  it('reads the replies seen so far when the player writes again', async () => {
    const { headers } = await newPlayer();
    await post('/web-api/support/chat', headers, { text: 'Hello' });
    server.clock.advance(SUPPORT_REPLY_DELAY_MS);
    const again = await post('/web-api/support/chat', headers, { text: 'Thanks' });
    expect(again.json()).toMatchObject({ unreadReplies: 0 });
  });

  it('refuses an empty or too long message with 400', async () => {
    const { headers } = await newPlayer();
    expect((await post('/web-api/support/chat', headers, { text: '   ' })).statusCode).toBe(400);
    expect((await post('/web-api/support/chat', headers, { text: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('picks the reply by topic words, else the generic one', () => {
    expect(supportReplyTo('My BET was not paid')).toMatch(/bet history/);
    expect(supportReplyTo('hi')).toBe(SUPPORT_DEFAULT_REPLY);
  });
});

describe('callback and e-mail (spec 02 §8 Office: status 2 carries the server message)', () => {
  it('accepts a callback, then refuses past SUPPORT_REQUESTS_PER_HOUR an hour with status 2', async () => {
    const { headers } = await newPlayer();
    const body = { phone: '+79001234567', preferredTime: '12-15' };
    for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i += 1) {
      expect((await post('/web-api/support/callback', headers, body)).json()).toEqual({ status: 1, messages: [] });
    }
    const refused = (await post('/web-api/support/callback', headers, body)).json<{
      status: number;
      messages: string[];
    }>();
    expect(refused.status).toBe(2);
    expect(refused.messages[0]).toMatch(/requests an hour/);
    // Each kind has its own bound: an e-mail still goes.
    const email = { subject: 'Payout', text: 'Where is my payout?' };
    expect((await post('/web-api/support/email', headers, email)).json()).toMatchObject({ status: 1 });
  });

  it('refuses a bad phone, time, subject or text with 400', async () => {
    const { headers } = await newPlayer();
    expect((await post('/web-api/support/callback', headers, { phone: '12', preferredTime: 'asap' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/web-api/support/callback', headers, { phone: '+79001234567', preferredTime: 'noon' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/web-api/support/email', headers, { subject: 'Hi', text: 'Long enough text' })).statusCode,
    ).toBe(400);
    expect((await post('/web-api/support/email', headers, { subject: 'Payout', text: 'short' })).statusCode).toBe(400);
    const sent = await post('/web-api/support/email', headers, { subject: 'Payout', text: 'Where is my payout?' });
    expect(sent.json()).toEqual({ status: 1, messages: [] });
  });
});

describe("the player's messages (spec 01 §3 user_msg_count)", () => {
  it('a new player finds the welcome message; reading it is kept and user_msg_count follows', async () => {
    const { headers } = await newPlayer();
    const inbox = (await get('/web-api/user/messages', headers)).json<{
      messages: { id: number; title: string; read: boolean }[];
      unread: number;
    }>();
    expect(inbox.unread).toBe(1);
    expect(inbox.messages).toEqual([expect.objectContaining({ title: WELCOME_MESSAGE.title, read: false })]);
    expect((await get('/web-api/user/config', headers)).json()).toMatchObject({ user_msg_count: 1 });

    const id = inbox.messages[0]?.id;
    expect((await post('/web-api/user/messages/read', headers, { id })).json()).toEqual({ unread: 0 });
    expect((await get('/web-api/user/messages', headers)).json().messages[0].read).toBe(true);
    expect((await get('/web-api/user/config', headers)).json()).toMatchObject({ user_msg_count: 0 });
  });

  it("answers 404 for another player's message", async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    const [message] = (await get('/web-api/user/messages', first.headers)).json().messages;
    expect((await post('/web-api/user/messages/read', second.headers, { id: message.id })).statusCode).toBe(404);
  });

  it('the control API sends a message to a player (test and demo modes)', async () => {
    const { headers, id } = await newPlayer();
    const sent = await server.app.inject({
      method: 'POST',
      url: '/sandbox-api/control/player-messages',
      payload: { playerId: id, title: 'Bonus', text: 'A free bet waits for you.' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = (await get('/web-api/user/messages', headers)).json();
    expect(inbox.unread).toBe(2);
    expect(inbox.messages[0]).toMatchObject({ title: 'Bonus', read: false });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/sandbox-api/control/player-messages',
      payload: { playerId: 1, title: 'x', text: 'y' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
