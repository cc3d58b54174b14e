import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_ANSWER_STATUS } from '@bet/contract';
import { notify } from '@bet/notifications';
import { pageLeft, pageReturned } from '@bet/platform';
import { httpError } from '@bet/request/testing';
import { loggedOut, sessionChecked, userDataLoaded } from '@bet/session';
import { userConfigFixture } from '@bet/session/testing';
import { CHAT_POLL_MS, UNREAD_POLL_MS } from './poll-intervals';
import { selectChatMessages, selectInbox, selectUnreadChatReplies, selectUnreadMessages } from './selectors';
import {
  callbackAnswered,
  callbackRequested,
  chatMessageSendRequested,
  inboxOpened,
  messageOpened,
  supportChatClosed,
  supportChatOpened,
  supportEmailAnswered,
  supportEmailRequested,
} from './support-slice';
import {
  chatMessageFixture,
  createSupportDeps,
  createSupportHarness,
  playerMessageFixture,
  supportReplyFixture,
} from './testing';

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

describe('the header markers (spec 02 §9 "user messages 60000", spec 01 §3 user_msg_count)', () => {
  it('takes user_msg_count from the user config at once', async () => {
    const { h } = signedInHarness();
    await settle();
    h.store.dispatch(userDataLoaded({ config: userConfigFixture({ user_msg_count: 3 }) }));
    expect(selectUnreadMessages(h.store.getState())).toBe(3);
    h.task.cancel();
  });

  it('polls the unread counts every 60 s while signed in, pauses while the page is away, stops at logout', async () => {
    let n = 0;
    const { h, api } = signedInHarness({ getSupportUnread: () => ({ messages: ++n, chatReplies: 1 }) });
    await settle();
    expect(selectUnreadMessages(h.store.getState())).toBe(1);
    expect(selectUnreadChatReplies(h.store.getState())).toBe(1);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(api.callsTo('getSupportUnread')).toHaveLength(2);

    h.store.dispatch(pageLeft());
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(api.callsTo('getSupportUnread')).toHaveLength(2);
    h.store.dispatch(pageReturned());
    await settle();
    expect(api.callsTo('getSupportUnread')).toHaveLength(3);

    h.store.dispatch(loggedOut());
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(api.callsTo('getSupportUnread')).toHaveLength(3);
    expect(selectUnreadMessages(h.store.getState())).toBe(0);
    h.task.cancel();
  });

  it('asks nothing for a visitor', async () => {
    const fake = createSupportDeps({ getSupportUnread: () => ({ messages: 1, chatReplies: 0 }) });
    const h = createSupportHarness(fake.deps);
    h.store.dispatch(sessionChecked({ userId: null }));
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(fake.api.calls).toHaveLength(0);
    h.task.cancel();
  });
});

describe('the support chat', () => {
  it('polls every CHAT_POLL_MS while opened, shows the reply and its unread marker, and stops when closed', async () => {
    const reply = supportReplyFixture();
    let answer = { messages: [chatMessageFixture()], unreadReplies: 0 };
    const { h, api } = signedInHarness({
      getSupportChat: () => answer,
      sendSupportChatMessage: () => ({ message: chatMessageFixture(), unreadReplies: 0 }),
    });
    await settle();
    h.store.dispatch(supportChatOpened());
    await settle();
    expect(api.callsTo('getSupportChat')).toHaveLength(1);

    answer = { messages: [chatMessageFixture(), reply], unreadReplies: 1 };
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(selectChatMessages(h.store.getState())).toEqual([chatMessageFixture(), reply]);
    expect(selectUnreadChatReplies(h.store.getState())).toBe(1);

    h.store.dispatch(supportChatClosed());
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 5);
    expect(api.callsTo('getSupportChat')).toHaveLength(2);
    h.task.cancel();
  });

  it('backs off after failures and pauses while the page is away', async () => {
    const { h, api } = signedInHarness({
      getSupportChat: () => {
        throw httpError(503);
      },
    });
    await settle();
    h.store.dispatch(supportChatOpened());
    await settle();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS); // the second poll waits 2 intervals after a failure
    expect(api.callsTo('getSupportChat')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(api.callsTo('getSupportChat')).toHaveLength(2);
    expect(h.store.getState().support.chat.status).toBe('failed');

    h.store.dispatch(pageLeft());
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 20);
    expect(api.callsTo('getSupportChat')).toHaveLength(2);
    h.task.cancel();
  });

  it('a failed send says so and leaves the sending state failed (the box keeps the text)', async () => {
    const { h } = signedInHarness({
      sendSupportChatMessage: () => {
        throw httpError(500);
      },
    });
    await settle();
    h.store.dispatch(chatMessageSendRequested({ text: 'Hello' }));
    await settle();
    expect(h.store.getState().support.chat.sending).toBe('failed');
    expect((h.typesOf(notify) as ReturnType<typeof notify>[]).map((a) => a.payload.text)).toEqual([
      'support_chat_send_error',
    ]);
    h.task.cancel();
  });
});

describe('the inbox', () => {
  it('loads, and opening an unread message reads it on the server: the marker goes down', async () => {
    const { h, api } = signedInHarness({
      getPlayerMessages: () => ({
        messages: [playerMessageFixture(), playerMessageFixture({ id: 2, read: true })],
        unread: 1,
      }),
      readPlayerMessage: () => ({ unread: 0 }),
    });
    await settle();
    h.store.dispatch(inboxOpened());
    await settle();
    expect(selectUnreadMessages(h.store.getState())).toBe(1);
    h.store.dispatch(messageOpened({ id: 2 }));
    await settle();
    expect(api.callsTo('readPlayerMessage')).toHaveLength(0);
    h.store.dispatch(messageOpened({ id: 1 }));
    await settle();
    expect(api.callsTo('readPlayerMessage')[0]?.body).toEqual({ id: 1 });
    expect(selectUnreadMessages(h.store.getState())).toBe(0);
    expect(selectInbox(h.store.getState()).messages[0]?.read).toBe(true);
    h.task.cancel();
  });
});

describe('callback and e-mail (spec 02 §8 Office messages)', () => {
  it('a done answer shows the success key and the form is done', async () => {
    const { h } = signedInHarness({
      requestSupportCallback: () => ({ status: OFFICE_ANSWER_STATUS.done, messages: [] }),
    });
    await settle();
    h.store.dispatch(callbackRequested({ phone: '+79001234567', preferredTime: 'asap' }));
    await settle();
    expect((h.typesOf(callbackAnswered) as ReturnType<typeof callbackAnswered>[]).map((a) => a.payload.ok)).toEqual([
      true,
    ]);
    expect((h.typesOf(notify) as ReturnType<typeof notify>[]).map((a) => a.payload.text)).toEqual([
      'support_callback_success',
    ]);
    h.task.cancel();
  });

  it('a status-2 answer shows the server message first; a failure main_query_error; the form fails', async () => {
    const { h, api } = signedInHarness({
      sendSupportEmail: () => ({ status: OFFICE_ANSWER_STATUS.refused, messages: ['Too many e-mails'] }),
    });
    await settle();
    h.store.dispatch(supportEmailRequested({ subject: 'Payout', text: 'Where is my payout?' }));
    await settle();
    expect((h.typesOf(notify) as ReturnType<typeof notify>[]).map((a) => [a.payload.text, a.payload.priority])).toEqual(
      [['Too many e-mails', 1]],
    );
    api.answer('sendSupportEmail', () => {
      throw httpError(502);
    });
    h.store.dispatch(supportEmailRequested({ subject: 'Payout', text: 'Where is my payout?' }));
    await settle();
    expect((h.typesOf(notify) as ReturnType<typeof notify>[]).at(-1)?.payload.text).toBe('main_query_error');
    expect(
      (h.typesOf(supportEmailAnswered) as ReturnType<typeof supportEmailAnswered>[]).map((a) => a.payload.ok),
    ).toEqual([false, false]);
    h.task.cancel();
  });
});
