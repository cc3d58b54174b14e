import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS_LANGUAGE_HEADER, LIMITS_PING_INTERVAL_MS, REALITY_CHECK_CHUNK_MS, type Limit } from '@bet/contract';
import { ApiError } from '@bet/request';
import { loggedOut, logoutDemanded, signedIn, userIdChanged } from '@bet/session';
import { REALITY_CHECK_STORAGE_KEY } from './constants';
import {
  limitActionRequested,
  limitCancelRequested,
  realityCheckAnswered,
  selfBlockRequested,
  sessionLimitNoticeClosed,
} from './dialogs-slice';
import { limitsPageOpened } from './list-slice';
import { limitSaveRequested, limitTestAnswersSubmitted } from './save-slice';
import {
  selectActivity,
  selectApprovalDue,
  selectIsSessionLimitEnded,
  selectLimits,
  selectLimitSave,
  selectRealityCheck,
  selectSelfBlockStatus,
} from './selectors';
import { createLimitsHarness, limitFixture, questionsFixture } from './testing';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

function refusal(code: string, title = '', extra: Record<string, unknown> = {}) {
  return new ApiError({
    kind: 'http',
    status: 403,
    code,
    message: code,
    body: { errors: [{ code, detail: code }], statusCode: 403, data: { status: 'forbidden', title }, ...extra },
  });
}
const notifications = (h: ReturnType<typeof createLimitsHarness>) =>
  h.typesOf('notifications/notify').map((action) => (action.payload as { text: string; tone: string }).text);

describe('loading (spec 01 §6 authorised only; spec 02 §7 X-Language)', () => {
  it('reads the limits once a player is signed in', async () => {
    const h = createLimitsHarness();
    await tick(0);
    expect(h.api.callsTo('getLimits')).toHaveLength(1);
    h.task.cancel();
  });

  it('waits for a sign-in when a visitor, and drops the list on logout', async () => {
    const limits = [limitFixture({ limitType: 20 })];
    const h = createLimitsHarness({ getLimits: () => ({ data: limits }) }, { userId: null });
    await tick(0);
    expect(h.api.callsTo('getLimits')).toHaveLength(0);
    h.store.dispatch(userIdChanged({ userId: 7 }));
    h.store.dispatch(signedIn({ userId: 7, token: 't', via: 'signIn' }));
    await tick(0);
    expect(selectLimits(h.store.getState())).toEqual(limits);
    h.store.dispatch(loggedOut());
    expect(selectLimits(h.store.getState())).toEqual([]);
    h.task.cancel();
  });

  it('the page loads the limits, the offer, the reasons and the 30 days of activity', async () => {
    const h = createLimitsHarness();
    h.store.dispatch(limitsPageOpened());
    await tick(0);
    expect(h.api.callsTo('getAvailableLimits')).toHaveLength(1);
    expect(h.api.callsTo('getSelfExcludeReasons')).toHaveLength(1);
    expect(h.api.callsTo('getPlayerActivity')[0]?.query).toEqual({ days: 30 });
    expect(selectActivity(h.store.getState()).days).toHaveLength(30);
    h.task.cancel();
  });
});

describe('the language header', () => {
  it('goes with every limits call', async () => {
    const headers: unknown[] = [];
    const h = createLimitsHarness(
      {
        getLimits: (options) => {
          headers.push(options.headers);
          return { data: [] };
        },
      },
      { language: 'kz' },
    );
    await tick(0);
    expect(headers).toEqual([{ [LIMITS_LANGUAGE_HEADER]: 'kz' }]);
    h.task.cancel();
  });
});

describe('saving (spec 02 §5, §7 POST limits and testanswers)', () => {
  it('a value the form refuses is never sent and stays as typed', async () => {
    const h = createLimitsHarness();
    h.store.dispatch(limitsPageOpened());
    await tick(0);
    h.store.dispatch(limitSaveRequested({ limitType: 20, text: '12.50' }));
    await tick(0);
    const save = selectLimitSave(h.store.getState());
    expect(save).toMatchObject({ status: 'failed', problem: { key: 'limits_error_value_not_whole' } });
    expect(save.drafts[20]).toBe('12.50');
    expect(h.api.callsTo('saveLimits')).toHaveLength(0);
    h.task.cancel();
  });

  it('a lower limit applies at once: the answer is the new list', async () => {
    const saved = [limitFixture({ limitType: 20, limitValue: 50_000 })];
    const h = createLimitsHarness({
      saveLimits: () => ({ status: 'ok', data: { questions: [], tokenGuid: null, limitsData: saved } }),
    });
    h.store.dispatch(limitsPageOpened());
    await tick(0);
    h.store.dispatch(limitSaveRequested({ limitType: 20, text: '500' }));
    await tick(0);
    expect(h.api.callsTo('saveLimits')[0]?.body).toEqual({ limits: [{ limitType: 20, limitValue: 50_000 }] });
    expect(selectLimitSave(h.store.getState()).status).toBe('done');
    expect(selectLimits(h.store.getState())).toEqual(saved);
    h.task.cancel();
  });

  it('questions, then answers: success takes the answer list; a failed test re-fetches and says why', async () => {
    const pending = [
      limitFixture({ limitType: 20 }),
      limitFixture({ limitType: 20, limitState: 'PENDING', type: 1, limitValue: 900_000 }),
    ];
    let success = false;
    const h = createLimitsHarness({
      saveLimits: () => ({ status: 'ok', data: { questions: questionsFixture(), tokenGuid: 'tok', limitsData: [] } }),
      submitLimitTestAnswers: () => ({ questionsResult: [], success, limitsData: success ? pending : [] }),
    });
    h.store.dispatch(limitsPageOpened());
    await tick(0);
    h.store.dispatch(limitSaveRequested({ limitType: 20, text: '9000' }));
    await tick(0);
    expect(selectLimitSave(h.store.getState())).toMatchObject({ status: 'questions', tokenGuid: 'tok' });
    const answers = [
      { questionId: 1, answerId: 12 },
      { questionId: 2, answerId: 22 },
    ];
    h.store.dispatch(limitTestAnswersSubmitted({ answers }));
    await tick(0);
    expect(h.api.callsTo('submitLimitTestAnswers')[0]?.body).toEqual({ tokenGuid: 'tok', answers });
    expect(selectLimitSave(h.store.getState())).toMatchObject({
      status: 'failed',
      problem: { key: 'limits_test_failed' },
      drafts: { 20: '9000' },
    });
    expect(h.api.callsTo('getLimits')).toHaveLength(3);

    success = true;
    h.store.dispatch(limitSaveRequested({ limitType: 20, text: '9000' }));
    await tick(0);
    h.store.dispatch(limitTestAnswersSubmitted({ answers }));
    await tick(0);
    expect(selectLimitSave(h.store.getState()).status).toBe('done');
    expect(selectLimits(h.store.getState())).toEqual(pending);
    h.task.cancel();
  });

  it('a refusal shows the server title first and keeps the typed value', async () => {
    const h = createLimitsHarness({
      saveLimits: () => {
        throw refusal('locked_by_extra_limits_lock', 'Locked by your extra-limits lock');
      },
    });
    h.store.dispatch(limitsPageOpened());
    await tick(0);
    h.store.dispatch(limitSaveRequested({ limitType: 31, text: '4' }));
    await tick(0);
    expect(selectLimitSave(h.store.getState())).toMatchObject({
      status: 'failed',
      problem: { key: 'limits_error_locked_by_extra_limits_lock', title: 'Locked by your extra-limits lock' },
      drafts: { 31: '4' },
    });
    h.task.cancel();
  });

  it('self-exclusion goes with its reason', async () => {
    const h = createLimitsHarness({
      saveLimits: () => ({
        status: 'ok',
        data: { questions: [], tokenGuid: null, limitsData: [limitFixture({ limitType: 30, limitValue: 7 })] },
      }),
    });
    h.store.dispatch(limitsPageOpened());
    await tick(0);
    h.store.dispatch(limitSaveRequested({ limitType: 30, text: '7', reasonId: 2 }));
    await tick(0);
    expect(h.api.callsTo('saveLimits')[0]?.body).toEqual({
      limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 2 }],
    });
    h.task.cancel();
  });
});

describe('limit actions (spec 02 §8 Responsible gaming texts)', () => {
  it('confirm: the server title, else the confirm text; a failure the confirm error', async () => {
    let fail = false;
    const h = createLimitsHarness({
      limitAction: () => {
        if (fail) throw refusal('nothing_to_approve');
        return { title: 'Your limit is raised', limitsData: [] };
      },
      cancelLimit: () => ({ limitsData: [] }),
    });
    await tick(0);
    h.store.dispatch(limitActionRequested({ limitType: 20, action: 'confirm' }));
    await tick(0);
    fail = true;
    h.store.dispatch(limitActionRequested({ limitType: 20, action: 'confirm' }));
    await tick(0);
    h.store.dispatch(limitActionRequested({ limitType: 20, action: 'reject' }));
    await tick(0);
    h.store.dispatch(limitCancelRequested({ limitType: 20 }));
    await tick(0);
    expect(notifications(h)).toEqual([
      'Your limit is raised',
      'responsible_gaming_confirm_limit_error',
      'responsible_gaming_cancel_limit_error',
      'responsible_gaming_cancel_limit_success',
    ]);
    expect(h.store.getState().limits.dialogs.actions).toEqual({});
    h.task.cancel();
  });

  it('self-block: success logs out; a refusal says so', async () => {
    let success = false;
    const h = createLimitsHarness({ blockUser: () => ({ success }) });
    h.store.dispatch(selfBlockRequested({ reasonId: 1 }));
    await tick(0);
    expect(selectSelfBlockStatus(h.store.getState())).toBe('failed');
    success = true;
    h.store.dispatch(selfBlockRequested({}));
    await tick(0);
    expect(h.typesOf(logoutDemanded)).toEqual([logoutDemanded({ reason: 'selfBlock' })]);
    h.task.cancel();
  });
});

describe('the session-limit ping (spec 02 §7, §9 "Ping 30 s"; spec 01 §4 "Session limit")', () => {
  it('pings every 30 s while a session limit exists; ended shows the notice, whose close logs out', async () => {
    let ended = false;
    const h = createLimitsHarness({
      getLimits: () => ({ data: [limitFixture({ limitType: 31, limitValue: 2, measure: 'hours' })] }),
      pingLimits: () => ({ ended, sessionSecondsLeft: ended ? 0 : 60 }),
    });
    await tick(0);
    expect(h.api.callsTo('pingLimits')).toHaveLength(1);
    await tick(LIMITS_PING_INTERVAL_MS - 1);
    expect(h.api.callsTo('pingLimits')).toHaveLength(1);
    await tick(1);
    expect(h.api.callsTo('pingLimits')).toHaveLength(2);
    ended = true;
    await tick(LIMITS_PING_INTERVAL_MS);
    expect(selectIsSessionLimitEnded(h.store.getState())).toBe(true);
    await tick(LIMITS_PING_INTERVAL_MS * 3);
    expect(h.api.callsTo('pingLimits')).toHaveLength(3);
    h.store.dispatch(sessionLimitNoticeClosed());
    await tick(0);
    expect(h.typesOf(logoutDemanded)).toHaveLength(1);
    h.task.cancel();
  });

  it('does not ping without a session limit, and stops when it is cancelled', async () => {
    let limits: Limit[] = [limitFixture({ limitType: 31, limitValue: 2 })];
    const h = createLimitsHarness({
      getLimits: () => ({ data: limits }),
      cancelLimit: () => ({ limitsData: (limits = []) }),
    });
    await tick(0);
    expect(h.api.callsTo('pingLimits')).toHaveLength(1);
    h.store.dispatch(limitCancelRequested({ limitType: 31 }));
    await tick(0);
    await tick(LIMITS_PING_INTERVAL_MS * 4);
    expect(h.api.callsTo('pingLimits')).toHaveLength(1);
    h.task.cancel();
  });
});

describe('the reality check (spec 01 §4, spec 02 §9 chunk 300000 ms)', () => {
  const thirtyMinutes = () => ({ data: [limitFixture({ limitType: 32, limitValue: 30, measure: 'minutes' })] });

  it('shows after the interval, waiting in chunks, with the next show time in local storage', async () => {
    const h = createLimitsHarness({ getLimits: thirtyMinutes });
    await tick(0);
    expect(h.storage.getItem(REALITY_CHECK_STORAGE_KEY)).toBe(String(START + 30 * 60_000));
    await tick(30 * 60_000 - 1);
    expect(selectRealityCheck(h.store.getState())).toBeNull();
    await tick(1);
    expect(selectRealityCheck(h.store.getState())).toEqual({ shownAt: START + 30 * 60_000 });
    h.task.cancel();
  });

  it('follows a later time another tab stored, read at the next chunk', async () => {
    const h = createLimitsHarness({ getLimits: thirtyMinutes });
    await tick(0);
    await tick(REALITY_CHECK_CHUNK_MS);
    h.storage.setItem(REALITY_CHECK_STORAGE_KEY, String(START + 40 * 60_000));
    await tick(25 * 60_000);
    expect(selectRealityCheck(h.store.getState())).toBeNull();
    await tick(10 * 60_000);
    expect(selectRealityCheck(h.store.getState())).not.toBeNull();
    h.task.cancel();
  });

  it('continue reports, re-fetches the limits and restarts; do-not-show-again stops it', async () => {
    const h = createLimitsHarness({ getLimits: thirtyMinutes });
    await tick(0);
    await tick(30 * 60_000);
    h.store.dispatch(realityCheckAnswered({ action: 'continue', doNotShowAgain: false }));
    await tick(0);
    expect(h.api.callsTo('reportRealityCheck')[0]?.body).toEqual({
      data: {
        attributes: { action: 'continue', do_not_show_again: false, popup_show_at: (START + 30 * 60_000) / 1000 },
      },
    });
    expect(h.api.callsTo('getLimits')).toHaveLength(2);
    await tick(30 * 60_000);
    expect(selectRealityCheck(h.store.getState())).not.toBeNull();
    h.store.dispatch(realityCheckAnswered({ action: 'continue', doNotShowAgain: true }));
    await tick(0);
    expect(h.storage.getItem(REALITY_CHECK_STORAGE_KEY)).toBeNull();
    await tick(120 * 60_000);
    expect(selectRealityCheck(h.store.getState())).toBeNull();
    h.task.cancel();
  });

  it('the next reminder counts from the answer, even when the report comes back late', async () => {
    const h = createLimitsHarness({
      getLimits: thirtyMinutes,
      reportRealityCheck: () =>
        new Promise<{ saved: true }>((resolve) => setTimeout(() => resolve({ saved: true }), 10 * 60_000)),
    });
    await tick(0);
    await tick(30 * 60_000);
    h.store.dispatch(realityCheckAnswered({ action: 'continue', doNotShowAgain: false }));
    await tick(0);
    expect(h.storage.getItem(REALITY_CHECK_STORAGE_KEY)).toBe(String(START + 60 * 60_000));
    await tick(30 * 60_000 - 1);
    expect(selectRealityCheck(h.store.getState())).toBeNull();
    await tick(1);
    expect(selectRealityCheck(h.store.getState())).toEqual({ shownAt: START + 60 * 60_000 });
    h.task.cancel();
  });

  it('log out clears the timer and logs out; dismiss restarts it', async () => {
    const h = createLimitsHarness({ getLimits: thirtyMinutes });
    await tick(0);
    await tick(30 * 60_000);
    h.store.dispatch(realityCheckAnswered({ action: 'dismiss', doNotShowAgain: false }));
    await tick(0);
    expect(h.storage.getItem(REALITY_CHECK_STORAGE_KEY)).toBe(String(START + 60 * 60_000));
    await tick(30 * 60_000);
    h.store.dispatch(realityCheckAnswered({ action: 'logout', doNotShowAgain: false }));
    await tick(0);
    expect(h.storage.getItem(REALITY_CHECK_STORAGE_KEY)).toBeNull();
    expect(h.typesOf(logoutDemanded)).toEqual([logoutDemanded({ reason: 'realityCheck' })]);
    expect(
      h.api
        .callsTo('reportRealityCheck')
        .map((c) => (c.body as { data: { attributes: { action: string } } }).data.attributes.action),
    ).toEqual(['dismiss', 'logout']);
    h.task.cancel();
  });

  it('a stored time from another sign-in is replaced', async () => {
    const h = createLimitsHarness(
      { getLimits: thirtyMinutes },
      { storage: { [REALITY_CHECK_STORAGE_KEY]: String(START - 5 * 3_600_000) } },
    );
    await tick(0);
    expect(selectRealityCheck(h.store.getState())).toBeNull();
    expect(h.storage.getItem(REALITY_CHECK_STORAGE_KEY)).toBe(String(START + 30 * 60_000));
    h.task.cancel();
  });
});

describe('pending approvals (spec 01 §4 "Deposit limit", spec 02 §9 86400 s)', () => {
  it('a change due now asks at once; one in the future is scheduled and asked when the server says so', async () => {
    const startS = START / 1000;
    let needApprove = false;
    const h = createLimitsHarness({
      getLimits: () => ({
        data: [
          limitFixture({ limitType: 20 }),
          limitFixture({
            limitType: 20,
            limitState: 'PENDING',
            type: 1,
            limitValue: 900_000,
            startedAt: startS - 86_000,
            endsAt: startS + 400,
            needApprove,
          }),
        ],
      }),
    });
    await tick(0);
    expect(selectApprovalDue(h.store.getState())).toBeNull();
    await tick(399_000);
    expect(h.api.callsTo('getLimits')).toHaveLength(1);
    needApprove = true;
    await tick(1_000);
    expect(h.api.callsTo('getLimits')).toHaveLength(2);
    expect(selectApprovalDue(h.store.getState())).toMatchObject({ limitType: 20, limitValue: 900_000 });
    h.task.cancel();
  });
});
