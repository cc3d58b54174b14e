import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_ANSWER_STATUS } from '@bet/contract';
import { notify } from '@bet/notifications';
import { httpError } from '@bet/request/testing';
import { loggedOut, userDataRequested } from '@bet/session';
import {
  emailChangeRequested,
  personalDataPageEntered,
  personalDataReloadRequested,
  personalDataSaveRequested,
  type PersonalDraft,
} from './profile-slice';
import { selectProfile, selectProfileCompleteness } from './selectors';
import {
  ALL_MAILING,
  COMPLETE_PERSONAL_DATA,
  createProfileDeps,
  createProfileHarness,
  personalAnswerFixture,
  PROFILE_FIXTURE_TIME,
} from './testing';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(PROFILE_FIXTURE_TIME);
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);
const draft = (overrides: Partial<PersonalDraft['data']> = {}): PersonalDraft => ({
  data: { ...COMPLETE_PERSONAL_DATA, ...overrides },
  mailing: { ...ALL_MAILING, enable_sms_news: false },
});

type Harness = ReturnType<typeof createProfileHarness>;
/** The notifications the saga asked for, in order. */
const notices = (h: Harness) => h.typesOf(notify).map((action) => (action as ReturnType<typeof notify>).payload);

function harness(answers: Parameters<typeof createProfileDeps>[0] = {}) {
  const fake = createProfileDeps({ getPersonalData: () => personalAnswerFixture(), ...answers }, () => Date.now());
  const h = createProfileHarness(fake.deps);
  return { ...fake, h };
}

describe('the personal data page (issue 12)', () => {
  it('loads on entering the page; the completeness names what is missing (spec 01 §5)', async () => {
    const { h, api } = harness();
    h.store.dispatch(personalDataPageEntered());
    expect(selectProfile(h.store.getState()).load).toBe('pending');
    await settle();
    expect(api.callsTo('getPersonalData')).toHaveLength(1);
    expect(selectProfile(h.store.getState()).load).toBe('loaded');
    expect(selectProfileCompleteness(h.store.getState())?.missing).toEqual([
      'surname',
      'birthDate',
      'passportNumber',
      'passportDate',
      'registrationAddress',
    ]);
    h.task.cancel();
  });

  it('a failing first load is a failed page; the retry loads again', async () => {
    let fail = true;
    const { h } = harness({
      getPersonalData: () => {
        if (fail) throw httpError(500);
        return personalAnswerFixture();
      },
    });
    h.store.dispatch(personalDataPageEntered());
    await settle();
    expect(selectProfile(h.store.getState()).load).toBe('failed');
    fail = false;
    h.store.dispatch(personalDataPageEntered());
    expect(selectProfile(h.store.getState()).load).toBe('failed');
    h.store.dispatch(personalDataReloadRequested());
    expect(selectProfile(h.store.getState()).load).toBe('pending');
    await settle();
    expect(selectProfile(h.store.getState()).load).toBe('loaded');
    h.task.cancel();
  });

  it('a save sends the draft, shows main_save_success, refreshes the user config and reloads (spec 02 §8)', async () => {
    let saved = personalAnswerFixture();
    const { h, api } = harness({
      getPersonalData: () => saved,
      savePersonalData: ({ body }) => {
        saved = personalAnswerFixture({ ...body, locked: ['birthDate'] });
        return { status: OFFICE_ANSWER_STATUS.done, messages: [] };
      },
    });
    h.store.dispatch(personalDataPageEntered());
    await settle();
    h.store.dispatch(personalDataSaveRequested(draft()));
    await settle();
    expect(api.callsTo('savePersonalData')[0]?.body).toEqual(draft());
    expect(notices(h)).toEqual([expect.objectContaining({ tone: 'success', text: 'main_save_success' })]);
    expect(h.typesOf(userDataRequested)).toHaveLength(1);
    const state = selectProfile(h.store.getState());
    expect(state).toMatchObject({ save: 'done', draft: null, fieldErrors: {} });
    expect(state.answer?.data).toEqual(COMPLETE_PERSONAL_DATA);
    expect(state.answer?.locked).toEqual(['birthDate']);
    expect(selectProfileCompleteness(h.store.getState())?.complete).toBe(true);
    h.task.cancel();
  });

  it('an invalid date is refused here, with no call; the draft (what was typed) stays', async () => {
    const { h, api } = harness({ savePersonalData: () => ({ status: 1, messages: [] }) });
    h.store.dispatch(personalDataPageEntered());
    await settle();
    const typed = draft({ birthDate: '1990-02-30', city: 'Kazan' });
    h.store.dispatch(personalDataSaveRequested(typed));
    await settle();
    expect(api.callsTo('savePersonalData')).toHaveLength(0);
    const state = selectProfile(h.store.getState());
    expect(state).toMatchObject({ save: 'failed', draft: typed, fieldErrors: { birthDate: { problem: 'date' } } });
    expect(state.answer?.data.city).toBe('');
    expect(notices(h).map((n) => n.text)).toEqual(['profile_check_failed']);
    h.task.cancel();
  });

  it('a birth date under 18 is refused by the page too (spec 01 §3 minAge)', async () => {
    const { h } = harness();
    h.store.dispatch(personalDataSaveRequested(draft({ birthDate: '2010-01-01' })));
    await settle();
    expect(selectProfile(h.store.getState()).fieldErrors).toEqual({ birthDate: { problem: 'underage' } });
    h.task.cancel();
  });

  it("a status-2 answer shows the server's message first and keeps the draft with the named field", async () => {
    const { h } = harness({
      savePersonalData: () => ({
        status: OFFICE_ANSWER_STATUS.refused,
        messages: ['Name: may not be changed any more'],
        fields: { name: 'Name: may not be changed any more' },
      }),
    });
    const typed = draft({ name: 'Maria' });
    h.store.dispatch(personalDataSaveRequested(typed));
    await settle();
    expect(notices(h)).toEqual([
      expect.objectContaining({ tone: 'error', text: 'Name: may not be changed any more', priority: 1 }),
    ]);
    expect(selectProfile(h.store.getState())).toMatchObject({
      save: 'failed',
      draft: typed,
      fieldErrors: { name: { message: 'Name: may not be changed any more' } },
    });
    expect(h.typesOf(userDataRequested)).toHaveLength(0);
    h.task.cancel();
  });

  it('a failed call shows main_query_error and keeps the draft', async () => {
    const { h } = harness({
      savePersonalData: () => {
        throw httpError(500);
      },
    });
    h.store.dispatch(personalDataSaveRequested(draft()));
    await settle();
    expect(notices(h).map((n) => n.text)).toEqual(['main_query_error']);
    expect(selectProfile(h.store.getState())).toMatchObject({ save: 'failed', draft: draft() });
    h.task.cancel();
  });

  it('the e-mail change shows the server message and reloads to show the pending address', async () => {
    let pending: string | null = null;
    const { h, api } = harness({
      getPersonalData: () => personalAnswerFixture({ pendingEmail: pending }),
      changePersonalEmail: ({ body }) => {
        pending = body?.email ?? null;
        return { status: 1, messages: ['We sent a confirmation link to the new address.'] };
      },
    });
    h.store.dispatch(emailChangeRequested({ email: '  new@orbitbet.example ' }));
    await settle();
    expect(api.callsTo('changePersonalEmail')[0]?.body).toEqual({ email: 'new@orbitbet.example' });
    expect(selectProfile(h.store.getState()).emailChange).toBe('done');
    expect(selectProfile(h.store.getState()).answer?.pendingEmail).toBe('new@orbitbet.example');
    expect(notices(h).map((n) => n.text)).toEqual(['We sent a confirmation link to the new address.']);
    h.task.cancel();
  });

  it('a refused e-mail change keeps the form (failed) and shows the reason', async () => {
    const { h } = harness({
      changePersonalEmail: () => ({ status: 2, messages: ['E-mail: another account uses this address'] }),
    });
    h.store.dispatch(emailChangeRequested({ email: 'taken@orbitbet.example' }));
    await settle();
    expect(selectProfile(h.store.getState()).emailChange).toBe('failed');
    expect(notices(h).map((n) => n.tone)).toEqual(['error']);
    h.task.cancel();
  });

  it('drops the data at logout', async () => {
    const { h } = harness();
    h.store.dispatch(personalDataPageEntered());
    await settle();
    h.store.dispatch(loggedOut());
    expect(selectProfile(h.store.getState()).answer).toBeNull();
    h.task.cancel();
  });
});
