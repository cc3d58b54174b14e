import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_HEADER, getAccounts } from '@bet/contract';
import { createApiClient } from '@bet/request';
import { httpError as apiError, type FakeAnswer } from '@bet/request/testing';
import { captchaAnswerSubmitted, captchaCancelled, captchaRefreshRequested } from './captcha-slice';
import { logoutRequested } from './logout-slice';
import { loggedOut } from './session-events';
import { CAPTCHA_WRONG_CODE } from './captcha-saga';
import { createSessionHarness } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** validateCaptcha answers from a list; updateCaptcha names each picture 1, 2, 3... */
async function setup(
  validations: { type: number; time?: number; error_message?: string }[],
  signedInAs: number | null = null,
) {
  let picture = 0;
  const validate: FakeAnswer = () => ({ time: picture, ...validations.shift() });
  const h = createSessionHarness({
    cookies: { ua: '1', user_token: 't' },
    answers: {
      fetchUserId: () => ({ user_id: signedInAs }),
      updateCaptcha: () => ({ time: (picture += 1) }),
      validateCaptcha: validate,
    },
  });
  await tick(0);
  const challenge = () => h.captcha.hooks.challenge(100, apiError(400, 100, 'Solve the captcha'));
  return { ...h, challenge };
}

describe('captcha challenge (spec 02 §4: 400 with a captcha code, challenge, retry with the answer)', () => {
  it('opens the dialog with a picture and resolves with the answer validation type 0 accepts', async () => {
    const h = await setup([{ type: 0 }]);
    const answer = h.challenge();
    await tick(0);
    expect(h.store.getState().session.captcha).toEqual({ status: 'open', time: 1, error: null });
    h.store.dispatch(captchaAnswerSubmitted({ answer: ' 7k2m ' }));
    await tick(0);
    await expect(answer).resolves.toBe('7k2m');
    expect(h.api.callsTo('validateCaptcha')[0]?.body).toEqual({ captcha: '7k2m' });
    expect(h.store.getState().session.captcha).toEqual({ status: 'closed', time: null, error: null });
    h.task.cancel();
  });

  it('type 1 shows the message with a new picture and stays open', async () => {
    const h = await setup([{ type: 1, time: 2, error_message: 'Wrong answer' }, { type: 0 }]);
    const answer = h.challenge();
    await tick(0);
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'nope' }));
    expect(h.store.getState().session.captcha.status).toBe('validating');
    await tick(0);
    expect(h.store.getState().session.captcha).toEqual({
      status: 'open',
      time: 2,
      error: { code: CAPTCHA_WRONG_CODE, message: 'Wrong answer', status: 400 },
    });
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'right' }));
    await tick(0);
    await expect(answer).resolves.toBe('right');
    h.task.cancel();
  });

  it('type 2 (spec 02 §4: the user must be logged out) resolves null and logs a signed-in player out without asking', async () => {
    const h = await setup([{ type: 2 }], 7);
    const answer = h.challenge();
    await tick(0);
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'x' }));
    await tick(0);
    await expect(answer).resolves.toBeNull();
    expect(h.api.callsTo('disconnect')).toHaveLength(1);
    expect(h.trail).toEqual(['oneClickReset', 'remove ua', 'remove user_token', 'reload']);
    expect(h.store.getState().session).toMatchObject({
      identity: { userId: null },
      logout: 'idle',
      captcha: { status: 'closed' },
    });
    h.task.cancel();
  });

  it('type 2 for a guest just closes the dialog', async () => {
    const h = await setup([{ type: 2 }]);
    const answer = h.challenge();
    await tick(0);
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'x' }));
    await tick(0);
    await expect(answer).resolves.toBeNull();
    expect(h.api.callsTo('disconnect')).toHaveLength(0);
    h.task.cancel();
  });

  it('cancel resolves null and closes the dialog', async () => {
    const h = await setup([]);
    const answer = h.challenge();
    await tick(0);
    h.store.dispatch(captchaCancelled());
    await tick(0);
    await expect(answer).resolves.toBeNull();
    expect(h.store.getState().session.captcha.status).toBe('closed');
    h.task.cancel();
  });

  it('a logout while the dialog is open resolves null', async () => {
    const h = await setup([], 7);
    const answer = h.challenge();
    await tick(0);
    h.store.dispatch(loggedOut());
    await tick(0);
    await expect(answer).resolves.toBeNull();
    expect(h.store.getState().session.captcha.status).toBe('closed');
    h.task.cancel();
  });

  it('the player may ask for another picture', async () => {
    const h = await setup([]);
    void h.challenge();
    await tick(0);
    h.store.dispatch(captchaRefreshRequested());
    await tick(0);
    expect(h.store.getState().session.captcha.time).toBe(2);
    expect(h.api.callsTo('updateCaptcha')).toHaveLength(2);
    h.task.cancel();
  });

  it('a failed validation call shows its error with a new picture', async () => {
    const h = await setup([]);
    h.api.answer('validateCaptcha', () => Promise.reject(apiError(503, undefined, 'down')));
    void h.challenge();
    await tick(0);
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'x' }));
    await tick(0);
    expect(h.store.getState().session.captcha).toMatchObject({ status: 'open', time: 2, error: { status: 503 } });
    expect(h.api.callsTo('updateCaptcha')).toHaveLength(2);
    h.task.cancel();
  });

  it('one dialog at a time: a second challenge waits and gets its own answer (answers are single-use)', async () => {
    const h = await setup([{ type: 0 }, { type: 0 }]);
    const first = h.challenge();
    const second = h.challenge();
    await tick(0);
    expect(h.api.callsTo('updateCaptcha')).toHaveLength(1);
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'one' }));
    await tick(0);
    await expect(first).resolves.toBe('one');
    expect(h.store.getState().session.captcha).toMatchObject({ status: 'open', time: 2 });
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'two' }));
    await tick(0);
    await expect(second).resolves.toBe('two');
    h.task.cancel();
  });

  it('the logout confirmation dialog is not involved in a type-2 logout', async () => {
    const h = await setup([{ type: 2 }], 7);
    void h.challenge();
    await tick(0);
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'x' }));
    await tick(0);
    expect(h.typesOf(logoutRequested.type)).toHaveLength(0);
    h.task.cancel();
  });
});

/** A harness whose pictures come only when the test lets them (`next()`); names them 1, 2, 3... */
async function slowPictures(validations: { type: number; time?: number; error_message?: string }[] = []) {
  const waiting: (() => void)[] = [];
  let picture = 0;
  const h = createSessionHarness({
    answers: {
      updateCaptcha: () => new Promise((resolve) => waiting.push(() => resolve({ time: (picture += 1) }))),
      validateCaptcha: () => ({ time: picture, ...validations.shift() }),
    },
  });
  await tick(0);
  const challenge = () => h.captcha.hooks.challenge(100, apiError(400, 100, 'Solve the captcha'));
  const next = async () => {
    waiting.shift()?.();
    await tick(0);
  };
  return { ...h, challenge, next };
}

describe('captcha races: the picture comes late (the e2e run where the wrong answer’s alert never came)', () => {
  it('an answer given before the picture is there is not taken, so the dialog never waits for a validation that does not run', async () => {
    const h = await slowPictures([{ type: 1, time: 9, error_message: 'Wrong' }]);
    void h.challenge();
    await tick(0);
    h.store.dispatch(captchaAnswerSubmitted({ answer: '00000' }));
    expect(h.store.getState().session.captcha.status).toBe('open');
    await h.next();
    expect(h.api.callsTo('validateCaptcha')).toHaveLength(0);
    h.store.dispatch(captchaAnswerSubmitted({ answer: '00000' }));
    await tick(0);
    expect(h.store.getState().session.captcha).toMatchObject({ status: 'open', error: { code: CAPTCHA_WRONG_CODE } });
    h.task.cancel();
  });

  it('cancel while the picture loads resolves the challenge at once, and the next one gets its dialog', async () => {
    const h = await slowPictures();
    const first = h.challenge();
    await tick(0);
    h.store.dispatch(captchaCancelled());
    await tick(0);
    await expect(first).resolves.toBeNull();
    void h.challenge();
    await tick(0);
    expect(h.store.getState().session.captcha.status).toBe('open');
    expect(h.api.callsTo('updateCaptcha')).toHaveLength(2);
    h.task.cancel();
  });

  it('a wrong answer shows the picture its validation names (spec 02 §3 "type, time"), without asking for another', async () => {
    const h = await setup([{ type: 1, time: 42, error_message: 'Wrong answer' }]);
    void h.challenge();
    await tick(0);
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'nope' }));
    await tick(0);
    expect(h.store.getState().session.captcha).toMatchObject({ status: 'open', time: 42 });
    expect(h.api.callsTo('updateCaptcha')).toHaveLength(1);
    h.task.cancel();
  });

  it('asking for another picture takes the old one away until the new one comes', async () => {
    const h = await slowPictures();
    void h.challenge();
    await tick(0);
    await h.next();
    expect(h.store.getState().session.captcha.time).toBe(1);
    h.store.dispatch(captchaRefreshRequested());
    await tick(0);
    expect(h.store.getState().session.captcha.time).toBeNull();
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'for the old one' }));
    expect(h.store.getState().session.captcha.status).toBe('open');
    await h.next();
    expect(h.store.getState().session.captcha.time).toBe(2);
    expect(h.api.callsTo('validateCaptcha')).toHaveLength(0);
    h.task.cancel();
  });
});

describe('captcha bridge with the request layer (spec 02 §4 retry with the captcha result in a header)', () => {
  it('a call refused with a captcha code is retried with the solved answer', async () => {
    const h = await setup([{ type: 0 }]);
    const seen: (string | undefined)[] = [];
    const api = createApiClient({
      baseURL: 'http://sandbox.test',
      captcha: h.captcha.hooks,
      adapter: async (config) => {
        const header = AxiosHeaders.from(config.headers).get(CAPTCHA_HEADER);
        seen.push(typeof header === 'string' ? header : undefined);
        const data: unknown = header ? { accounts: [] } : { errors: [{ code: 100, detail: 'Solve' }] };
        const response = { status: header ? 200 : 400, statusText: '', data, headers: {}, config };
        if (response.status >= 400) throw new AxiosError('400', 'ERR_BAD_REQUEST', config, {}, response);
        return response;
      },
    });
    const result = api.call(getAccounts);
    await tick(0);
    expect(h.store.getState().session.captcha.status).toBe('open');
    h.store.dispatch(captchaAnswerSubmitted({ answer: 'abcd' }));
    await tick(0);
    await expect(result).resolves.toMatchObject({ accounts: [] });
    expect(seen).toEqual([undefined, 'abcd']);
    h.task.cancel();
  });
});
