import { limitRefusalSchema, limitSchema, PENDING_APPROVAL_SECONDS } from '@bet/contract';
import type { Limit } from '@bet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SignedInBrowser } from '../testing/auth-test-kit';
import { DEMO, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import {
  answerTest,
  control,
  FAILING,
  limitsCall,
  listOf,
  PASSING,
  refusalOf,
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

const DAY = 86_400;
const of = (list: Limit[], type: number, state: Limit['limitState']) =>
  list.find((limit) => limit.limitType === type && limit.limitState === state);

async function raiseToPending(type: number, from: number, to: number): Promise<void> {
  await savedOk(await saveLimit(server.app, browser, { limitType: type, limitValue: from }));
  const asked = await savedOk(await saveLimit(server.app, browser, { limitType: type, limitValue: to }));
  expect(asked.data.tokenGuid).not.toBeNull();
  const answered = await answerTest(server.app, browser, asked.data.tokenGuid ?? '', PASSING);
  expect(answered.statusCode, answered.body).toBe(200);
}

/** Moves the server clock and the player's limits together (the control call moves the limits back). */
async function passSeconds(seconds: number): Promise<void> {
  const response = await control(server.app, 'limits/shift', { playerId: DEMO.email.id, seconds });
  expect(response.statusCode, response.body).toBe(200);
}

describe('money limits: new, lower, raise (spec 01 §3 "Limit", §4 "Deposit limit"; README "Limits")', () => {
  for (const type of [1, 2, 3, 10, 11, 12, 20, 21, 22]) {
    it(`type ${type}: new and lower apply at once without questions; a raise asks, waits ${PENDING_APPROVAL_SECONDS} s, then confirm applies it`, async () => {
      const created = await savedOk(await saveLimit(server.app, browser, { limitType: type, limitValue: 100_000 }));
      expect(created.data.questions).toEqual([]);
      expect(created.data.tokenGuid).toBeNull();
      expect(of(created.data.limitsData, type, 'ACTIVE')).toMatchObject({
        limitValue: 100_000,
        limitBalance: 100_000,
        type: 0,
        measure: 'money',
        currency: 'RUB',
        needApprove: false,
      });

      const lowered = await savedOk(await saveLimit(server.app, browser, { limitType: type, limitValue: 50_000 }));
      expect(lowered.data.questions).toEqual([]);
      expect(of(lowered.data.limitsData, type, 'ACTIVE')?.limitValue).toBe(50_000);

      const asked = await savedOk(await saveLimit(server.app, browser, { limitType: type, limitValue: 200_000 }));
      expect(asked.data.questions.length).toBeGreaterThan(0);
      expect(asked.data.tokenGuid).toEqual(expect.any(String));
      // Nothing changed before the answers.
      expect(of(asked.data.limitsData, type, 'PENDING')).toBeUndefined();

      const answered = await answerTest(server.app, browser, asked.data.tokenGuid ?? '', PASSING);
      expect(answered.statusCode, answered.body).toBe(200);
      const after = answered.json<{ success: boolean; limitsData: Limit[] }>();
      expect(after.success).toBe(true);
      const pending = of(after.limitsData, type, 'PENDING');
      expect(pending).toMatchObject({ limitValue: 200_000, type: 1, needApprove: false, limitBalance: null });
      expect((pending?.endsAt ?? 0) - (pending?.startedAt ?? 0)).toBe(PENDING_APPROVAL_SECONDS);
      expect(of(after.limitsData, type, 'ACTIVE')?.limitValue).toBe(50_000);

      const early = await limitsCall(server.app, browser, 'POST', 'limitaction', {
        limitType: type,
        action: 'confirm',
      });
      expect(early.statusCode).toBe(409);
      expect(refusalOf(early).code).toBe('nothing_to_approve');

      await passSeconds(PENDING_APPROVAL_SECONDS);
      expect(of(await listOf(server.app, browser), type, 'PENDING')?.needApprove).toBe(true);
      const confirmed = await limitsCall(server.app, browser, 'POST', 'limitaction', {
        limitType: type,
        action: 'confirm',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const list = confirmed.json<{ title: string; limitsData: Limit[] }>().limitsData;
      expect(of(list, type, 'ACTIVE')?.limitValue).toBe(200_000);
      expect(of(list, type, 'PENDING')).toBeUndefined();
      for (const limit of list) limitSchema.parse(limit);
    });
  }

  it('reject drops the pending raise once it may be decided; the limit stays', async () => {
    await raiseToPending(20, 100_000, 300_000);
    await passSeconds(DAY);
    const rejected = await limitsCall(server.app, browser, 'POST', 'limitaction', { limitType: 20, action: 'reject' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const list = rejected.json<{ limitsData: Limit[] }>().limitsData;
    expect(of(list, 20, 'ACTIVE')?.limitValue).toBe(100_000);
    expect(of(list, 20, 'PENDING')).toBeUndefined();
    const again = await limitsCall(server.app, browser, 'POST', 'limitaction', { limitType: 20, action: 'reject' });
    expect(refusalOf(again).code).toBe('nothing_to_approve');
  });

  it('a failed self-assessment refuses the change (success false) and burns the token', async () => {
    await savedOk(await saveLimit(server.app, browser, { limitType: 1, limitValue: 100_000 }));
    const asked = await savedOk(await saveLimit(server.app, browser, { limitType: 1, limitValue: 900_000 }));
    const failed = await answerTest(server.app, browser, asked.data.tokenGuid ?? '', FAILING);
    expect(failed.statusCode, failed.body).toBe(200);
    const answer = failed.json<{
      success: boolean;
      questionsResult: { questionId: number; passed: boolean }[];
      limitsData: Limit[];
    }>();
    expect(answer.success).toBe(false);
    expect(answer.questionsResult).toEqual([
      { questionId: 1, passed: false },
      { questionId: 2, passed: true },
    ]);
    expect(of(answer.limitsData, 1, 'PENDING')).toBeUndefined();
    // One use: the same token again is unknown.
    const reused = await answerTest(server.app, browser, asked.data.tokenGuid ?? '', PASSING);
    expect(reused.statusCode).toBe(404);
    expect(limitRefusalSchema.parse(reused.json()).errors[0]?.code).toBe('unknown_token');
  });

  it('a token expires after 15 minutes and belongs to its player only', async () => {
    await savedOk(await saveLimit(server.app, browser, { limitType: 2, limitValue: 100_000 }));
    const asked = await savedOk(await saveLimit(server.app, browser, { limitType: 2, limitValue: 200_000 }));
    server.clock.advance(15 * 60_000 + 1);
    browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const late = await answerTest(server.app, browser, asked.data.tokenGuid ?? '', PASSING);
    expect(refusalOf(late).code).toBe('unknown_token');
  });

  it('cancel of a money limit waits as a pending change to no limit, then confirm ends it', async () => {
    await savedOk(await saveLimit(server.app, browser, { limitType: 21, limitValue: 100_000 }));
    const cancelled = await limitsCall(server.app, browser, 'DELETE', 'limit?limitType=21');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const list = cancelled.json<{ title: string; limitsData: Limit[] }>().limitsData;
    expect(of(list, 21, 'PENDING')).toMatchObject({ limitValue: null, type: 1 });
    expect(of(list, 21, 'ACTIVE')?.limitValue).toBe(100_000);
    await passSeconds(DAY);
    const confirmed = await limitsCall(server.app, browser, 'POST', 'limitaction', {
      limitType: 21,
      action: 'confirm',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ limitsData: Limit[] }>().limitsData.filter((limit) => limit.limitType === 21)).toEqual([]);
  });
});

describe('time limits (spec 01 §4; contract header)', () => {
  it('31 and 32: set, lower at once; raise after the questions at once; cancel at once', async () => {
    for (const type of [31, 32]) {
      const [low, high] = type === 31 ? [2, 4] : [30, 60];
      await savedOk(await saveLimit(server.app, browser, { limitType: type, limitValue: high }));
      const lowered = await savedOk(await saveLimit(server.app, browser, { limitType: type, limitValue: low }));
      expect(of(lowered.data.limitsData, type, 'ACTIVE')).toMatchObject({ limitValue: low, currency: null });
      const asked = await savedOk(await saveLimit(server.app, browser, { limitType: type, limitValue: high }));
      const answered = await answerTest(server.app, browser, asked.data.tokenGuid ?? '', PASSING);
      expect(of(answered.json<{ limitsData: Limit[] }>().limitsData, type, 'ACTIVE')?.limitValue).toBe(high);
      const cancelled = await limitsCall(server.app, browser, 'DELETE', `limit?limitType=${type}`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<{ limitsData: Limit[] }>().limitsData.some((limit) => limit.limitType === type)).toBe(
        false,
      );
    }
  });

  it('31 shows the seconds left of the session as its balance', async () => {
    server.clock.advance(600_000);
    const saved = await savedOk(await saveLimit(server.app, browser, { limitType: 31, limitValue: 2 }));
    expect(of(saved.data.limitsData, 31, 'ACTIVE')?.limitBalance).toBe(2 * 3600 - 600);
  });

  for (const type of [30, 33, 37]) {
    it(`${type}: ACTIVE at once for the chosen days; not cancellable nor shortened; longer is allowed; ends by itself`, async () => {
      const saved = await savedOk(
        await saveLimit(server.app, browser, {
          limitType: type,
          limitValue: 30,
          ...(type === 30 ? { selfExcludeReason: 2 } : {}),
        }),
      );
      const limit = of(saved.data.limitsData, type, 'ACTIVE');
      expect(limit).toMatchObject({ limitValue: 30, measure: 'days', selfExcludeReason: type === 30 ? 2 : null });
      expect((limit?.endsAt ?? 0) - (limit?.startedAt ?? 0)).toBe(30 * DAY);

      for (const response of [
        await limitsCall(server.app, browser, 'DELETE', `limit?limitType=${type}`, undefined, 'ru'),
        await saveLimit(server.app, browser, { limitType: type, limitValue: 7 }, 'ru'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(refusalOf(response)).toMatchObject({
          code: 'not_cancellable',
          status: 'forbidden',
          title: 'Этот лимит нельзя отменить или сократить до его окончания',
          limitType: type,
        });
      }
      // A day later, 30 days again ends later: longer is allowed.
      await passSeconds(DAY);
      const longer = await savedOk(await saveLimit(server.app, browser, { limitType: type, limitValue: 30 }));
      const renewed = of(longer.data.limitsData, type, 'ACTIVE');
      expect((renewed?.endsAt ?? 0) - (limit?.endsAt ?? 0)).toBe(0);

      await passSeconds(30 * DAY);
      expect((await listOf(server.app, browser)).some((item) => item.limitType === type)).toBe(false);
    });
  }

  it('an ACTIVE 37 locks 31 and 33 (no change at all), not self-exclusion', async () => {
    await savedOk(await saveLimit(server.app, browser, { limitType: 31, limitValue: 4 }));
    await savedOk(await saveLimit(server.app, browser, { limitType: 37, limitValue: 7 }));
    for (const request of [
      { limitType: 31, limitValue: 2 },
      { limitType: 31, limitValue: null },
      { limitType: 33, limitValue: 3 },
    ]) {
      const response = await saveLimit(server.app, browser, request);
      expect(response.statusCode).toBe(403);
      expect(refusalOf(response)).toMatchObject({ code: 'locked_by_extra_limits_lock', limitType: request.limitType });
    }
    const cancel = await limitsCall(server.app, browser, 'DELETE', 'limit?limitType=31');
    expect(refusalOf(cancel).code).toBe('locked_by_extra_limits_lock');
    await savedOk(await saveLimit(server.app, browser, { limitType: 30, limitValue: 1 }));
  });

  it('while self-excluded nothing loosens: a raise and a cancel are refused with excluded', async () => {
    await savedOk(await saveLimit(server.app, browser, { limitType: 20, limitValue: 100_000 }));
    await savedOk(await saveLimit(server.app, browser, { limitType: 30, limitValue: 7 }));
    expect(refusalOf(await saveLimit(server.app, browser, { limitType: 20, limitValue: 200_000 })).code).toBe(
      'excluded',
    );
    expect(refusalOf(await limitsCall(server.app, browser, 'DELETE', 'limit?limitType=20')).code).toBe('excluded');
    await savedOk(await saveLimit(server.app, browser, { limitType: 20, limitValue: 50_000 }));
  });
});

describe('the other reads', () => {
  it('availablelimits: every type, step 100 and presets in RUB minor units; reasons in ru and en', async () => {
    const available = await limitsCall(server.app, browser, 'GET', 'availablelimits');
    expect(available.statusCode).toBe(200);
    expect(available.headers['cache-control']).toBe('no-store');
    const answer = available.json<{
      currency: string;
      data: { limitType: number; step: number; maxValue: number }[];
    }>();
    expect(answer.currency).toBe('RUB');
    expect(answer.data.map((item) => item.limitType)).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37]);
    expect(answer.data.find((item) => item.limitType === 20)).toMatchObject({ step: 100, maxValue: 1_000_000_000 });

    const ru = await limitsCall(server.app, browser, 'GET', 'reasons/selfexclude', undefined, 'ru');
    expect(ru.json<{ items: { selfExcludeReason: string }[] }>().items[0]?.selfExcludeReason).toMatch(/[а-я]/);
    const en = await limitsCall(server.app, browser, 'GET', 'reasons/selfexclude');
    expect(en.json<{ items: { selfExcludeReason: string }[] }>().items[0]?.selfExcludeReason).toMatch(/^[A-Za-z ]+$/);
  });

  it('every limits call needs a signed-in player', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/limit-service-api/api/external/web/v3/limits' });
    expect(response.statusCode).toBe(401);
  });
});
