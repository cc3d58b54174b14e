import { AUTH_ERROR_CODES } from '@bet/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { realityCheckReports } from '../db/schema';
import { moveMoney } from '../payments/ledger';
import { mainAccountId } from '../betting/testing/bet-fixture';
import type { SignedInBrowser } from '../testing/auth-test-kit';
import { DEMO, encode, errorCodeOf, fingerprintToken, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import {
  BLOCK_USER_PATH,
  control,
  freshLedger,
  limitsCall,
  resetLimits,
  saveLimit,
  savedOk,
} from './testing/limit-kit';

const server = useTestServer();
let browser: SignedInBrowser;

beforeEach(async () => {
  await resetLimits(server.database.db, DEMO.email.id);
  browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
});

const ping = () => limitsCall(server.app, browser, 'POST', 'ping');

describe('session limit and ping (spec 01 §4 "Session limit", spec 02 §7 ping)', () => {
  it('without a session limit the ping ends nothing', async () => {
    const response = await ping();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: false, sessionSecondsLeft: null });
  });

  it('counts from the sign-in; after endSessionLimit the ping ends the session and the token gets 401', async () => {
    server.clock.advance(60_000);
    await savedOk(await saveLimit(server.app, browser, { limitType: 31, limitValue: 1 }));
    expect((await ping()).json()).toEqual({ ended: false, sessionSecondsLeft: 3540 });

    const ended = await control(server.app, 'limits/end-session', { playerId: DEMO.email.id });
    expect(ended.json()).toEqual({ ended: true });
    expect((await ping()).json()).toEqual({ ended: true, sessionSecondsLeft: 0 });
    const after = await limitsCall(server.app, browser, 'GET', 'limits');
    expect(after.statusCode).toBe(401);
  });

  it('shiftLimitClock moves the session start too: an hour later the 1-hour limit has elapsed', async () => {
    await savedOk(await saveLimit(server.app, browser, { limitType: 31, limitValue: 1 }));
    const shifted = await control(server.app, 'limits/shift', { playerId: DEMO.email.id, seconds: 3600 });
    expect(shifted.json()).toEqual({ moved: 1 });
    expect((await ping()).json()).toEqual({ ended: true, sessionSecondsLeft: 0 });
    expect((await ping()).statusCode).toBe(401);
  });

  it('endSessionLimit without a session limit ends nothing', async () => {
    const response = await control(server.app, 'limits/end-session', { playerId: DEMO.email.id });
    expect(response.json()).toEqual({ ended: false });
  });
});

describe('BlockUser: self-block for good (spec 02 §7)', () => {
  it('ends the sessions and the sign-in is refused as blocked', async () => {
    const response = await limitsCall(server.app, browser, 'POST', BLOCK_USER_PATH, { reasonId: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await limitsCall(server.app, browser, 'GET', 'limits')).statusCode).toBe(401);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      payload: {
        uLogin: encode(DEMO.email.login),
        uPassword: encode(DEMO.email.password),
        save: false,
        componentData: await fingerprintToken(server.app),
      },
    });
    expect(signIn.statusCode).toBe(403);
    expect(errorCodeOf(signIn)).toBe(AUTH_ERROR_CODES.accountBlocked);
  });
});

describe('reality check and activity', () => {
  it('a reality-check answer is stored', async () => {
    const popupShowAt = Math.floor(server.clock.now() / 1000) - 5;
    const response = await limitsCall(server.app, browser, 'POST', '/web-api/api/web/user/v1/reality-check', {
      data: { attributes: { action: 'continue', do_not_show_again: true, popup_show_at: popupShowAt } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ saved: true });
    const rows = await server.database.db
      .select()
      .from(realityCheckReports)
      .where(eq(realityCheckReports.playerId, DEMO.email.id));
    expect(rows).toMatchObject([
      { action: 'continue', doNotShowAgain: true, popupShowAt: new Date(popupShowAt * 1000) },
    ]);
  });

  it('activity: one entry per operator day (UTC+3), oldest first, zeros for quiet days', async () => {
    const db = server.database.db;
    // 2026-03-10 22:30 UTC is already 2026-03-11 in UTC+3.
    const now = Date.UTC(2026, 2, 10, 22, 30);
    server.clock.advance(now - server.clock.now());
    browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    await freshLedger(db, DEMO.email.id, new Date(now));
    const accountId = await mainAccountId(db, DEMO.email.id);
    const at = (iso: string) => new Date(iso);
    await moveMoney(db, {
      accountId,
      kind: 'deposit',
      amount: 50_000,
      ref: 'payment:1',
      at: at('2026-03-10T21:10:00Z'),
    });
    await moveMoney(db, { accountId, kind: 'stake', amount: -10_000, ref: 'coupon:1', at: at('2026-03-10T20:59:00Z') });
    await moveMoney(db, { accountId, kind: 'win', amount: 25_000, ref: 'coupon:1', at: at('2026-03-09T12:00:00Z') });
    await moveMoney(db, { accountId, kind: 'refund', amount: 3_000, ref: 'coupon:2', at: at('2026-03-09T13:00:00Z') });
    await moveMoney(db, { accountId, kind: 'refund', amount: 7_000, ref: 'payment:9', at: at('2026-03-09T13:00:00Z') });
    await moveMoney(db, { accountId, kind: 'stake', amount: -1_000, ref: 'coupon:3', at: at('2026-02-01T12:00:00Z') });

    const response = await limitsCall(server.app, browser, 'GET', '/web-api/user/activity?days=3');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      currency: 'RUB',
      days: [
        { date: '2026-03-09', deposits: 0, stakes: 0, wins: 28_000 },
        { date: '2026-03-10', deposits: 0, stakes: 10_000, wins: 0 },
        { date: '2026-03-11', deposits: 50_000, stakes: 0, wins: 0 },
      ],
    });
    const month = await limitsCall(server.app, browser, 'GET', '/web-api/user/activity');
    expect(month.json<{ days: unknown[] }>().days).toHaveLength(30);
  });
});
