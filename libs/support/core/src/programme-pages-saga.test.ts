import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_ANSWER_STATUS, type PlayerIdea } from '@bet/contract';
import { notify } from '@bet/notifications';
import { httpError } from '@bet/request/testing';
import { loggedOut, sessionChecked } from '@bet/session';
import { ideaFormErrors } from './idea-rules';
import { ideaShareAnswered, ideaShareRequested, ideasPageOpened, selectIdeasPage } from './ideas-slice';
import { managerCallRequested, managerPageOpened, selectManagerPage } from './manager-slice';
import { createSupportDeps, createSupportHarness, managerFixture } from './testing';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 1, 12));
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

function signedInHarness(answers: Parameters<typeof createSupportDeps>[0] = {}) {
  const fake = createSupportDeps({ getSupportUnread: () => ({ messages: 0, chatReplies: 0 }), ...answers });
  const h = createSupportHarness(fake.deps);
  h.store.dispatch(sessionChecked({ userId: 100500 }));
  return { ...fake, h };
}

const notices = (h: ReturnType<typeof signedInHarness>['h']) =>
  (h.typesOf(notify) as ReturnType<typeof notify>[]).map((a) => a.payload.text);

describe('the personal manager (issue 12 office manager)', () => {
  it('loads the manager when the page opens; a failure says so and the retry loads again', async () => {
    const { h, api } = signedInHarness({
      getPersonalManager: () => {
        throw httpError(502);
      },
    });
    await settle();
    h.store.dispatch(managerPageOpened());
    await settle();
    expect(selectManagerPage(h.store.getState()).status).toBe('failed');
    api.answer('getPersonalManager', () => managerFixture());
    h.store.dispatch(managerPageOpened());
    await settle();
    expect(selectManagerPage(h.store.getState())).toMatchObject({ status: 'idle', manager: managerFixture() });
    h.task.cancel();
  });

  it('"ask for a call" follows the office message rule (spec 02 §8 Office)', async () => {
    const { h, api } = signedInHarness({
      requestManagerCall: () => ({ status: OFFICE_ANSWER_STATUS.done, messages: [] }),
    });
    await settle();
    h.store.dispatch(managerCallRequested());
    await settle();
    expect(selectManagerPage(h.store.getState()).call).toBe('done');
    api.answer('requestManagerCall', () => ({ status: OFFICE_ANSWER_STATUS.refused, messages: ['Already asked'] }));
    h.store.dispatch(managerCallRequested());
    await settle();
    expect(notices(h)).toEqual(['manager_call_success', 'Already asked']);
    expect(selectManagerPage(h.store.getState()).call).toBe('failed');
    h.task.cancel();
  });
});

describe('share an idea (issue 12 office share-idea)', () => {
  const idea: PlayerIdea = { id: 1, topic: 'site', text: 'A dark theme for the odds', state: 'new', sentAt: 0 };

  it('a shared idea reloads the list; a refusal or a failure keeps the form failed (its text stays)', async () => {
    let ideas: PlayerIdea[] = [];
    const { h, api } = signedInHarness({
      getPlayerIdeas: () => ({ ideas }),
      shareIdea: () => {
        ideas = [idea];
        return { status: OFFICE_ANSWER_STATUS.done, messages: [] };
      },
    });
    await settle();
    h.store.dispatch(ideasPageOpened());
    await settle();
    expect(selectIdeasPage(h.store.getState())).toMatchObject({ loaded: true, ideas: [] });
    h.store.dispatch(ideaShareRequested({ topic: 'site', text: idea.text }));
    await settle();
    expect(selectIdeasPage(h.store.getState())).toMatchObject({ sending: 'done', ideas: [idea] });
    expect(notices(h)).toEqual(['idea_share_success']);

    api.answer('shareIdea', () => ({ status: OFFICE_ANSWER_STATUS.refused, messages: ['3 ideas an hour'] }));
    h.store.dispatch(ideaShareRequested({ topic: 'site', text: idea.text }));
    await settle();
    api.answer('shareIdea', () => {
      throw httpError(500);
    });
    h.store.dispatch(ideaShareRequested({ topic: 'site', text: idea.text }));
    await settle();
    expect(notices(h).slice(1)).toEqual(['3 ideas an hour', 'main_query_error']);
    expect((h.typesOf(ideaShareAnswered) as ReturnType<typeof ideaShareAnswered>[]).map((a) => a.payload.ok)).toEqual([
      true,
      false,
      false,
    ]);
    h.task.cancel();
  });

  it('signing out drops the ideas and the manager', async () => {
    const { h } = signedInHarness({
      getPlayerIdeas: () => ({ ideas: [idea] }),
      getPersonalManager: () => managerFixture(),
    });
    await settle();
    h.store.dispatch(ideasPageOpened());
    h.store.dispatch(managerPageOpened());
    await settle();
    h.store.dispatch(loggedOut());
    await settle();
    expect(selectIdeasPage(h.store.getState()).ideas).toEqual([]);
    expect(selectManagerPage(h.store.getState()).manager).toBeNull();
    h.task.cancel();
  });

  it('checks the text is 10 to 2000 characters before sending', () => {
    expect(ideaFormErrors({ topic: 'site', text: ' short ' })).toEqual({ text: 'idea_error_length' });
    expect(ideaFormErrors({ topic: 'site', text: 'x'.repeat(2001) })).toEqual({ text: 'idea_error_length' });
    expect(ideaFormErrors({ topic: 'nope', text: '' })).toEqual({
      topic: 'support_error_required',
      text: 'support_error_required',
    });
    expect(ideaFormErrors({ topic: 'other', text: 'x'.repeat(10) })).toEqual({});
  });
});
