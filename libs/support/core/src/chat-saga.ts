import { getSupportChat, markSupportChatRead, sendSupportChatMessage, type CallResponse } from '@bet/contract';
import { notify } from '@bet/notifications';
import { pageLeft, pageReturned, selectIsPageAway } from '@bet/platform';
import { call, cancelled, delay, put, race, select, take } from 'redux-saga/effects';
import { CHAT_POLL_MAX_BACKOFF_MS, CHAT_POLL_MS } from './poll-intervals';
import type { SupportDeps } from './support-deps';
import type { chatMessageSendRequested, chatRepliesReadRequested } from './support-slice';
import {
  chatFailed,
  chatLoaded,
  chatMessageFailed,
  chatMessageSent,
  chatRepliesRead,
  supportChatClosed,
  supportChatOpened,
} from './support-slice';

export const CHAT_POLL_FAILED_LOG = 'The support chat poll failed';
/** The text shown when a chat message could not be sent (the box keeps it). */
export const CHAT_SEND_ERROR_KEY = 'support_chat_send_error';

const loadChat = (deps: SupportDeps, signal: AbortSignal) => deps.api.call(getSupportChat, { query: {}, signal });

/** One poll of the chat; the request is aborted if the poll is cancelled meanwhile. Answers whether it worked. */
export function* pollChatOnce(deps: SupportDeps) {
  const abort = new AbortController();
  try {
    const answer: CallResponse<typeof getSupportChat> = yield call(loadChat, deps, abort.signal);
    yield put(chatLoaded({ messages: answer.messages, unreadReplies: answer.unreadReplies, at: deps.clock.now() }));
    return true;
  } catch (error) {
    yield put(chatFailed());
    deps.logger.warn(CHAT_POLL_FAILED_LOG, { error: String(error) });
    return false;
  } finally {
    if ((yield cancelled()) as boolean) abort.abort();
  }
}

/** The wait before the next poll: CHAT_POLL_MS, doubled after each failure in a row, at most the cap. */
export const chatPollDelay = (failures: number): number =>
  Math.min(CHAT_POLL_MS * 2 ** failures, Math.max(CHAT_POLL_MS, CHAT_POLL_MAX_BACKOFF_MS));

/**
 * The chat's poll while it is shown (as the sportsbook's feed-saga): one call at a time, the next
 * an interval after the answer, longer after failures; nothing is asked while the page is away
 * (@bet/platform's page-leave events), and the return polls at once.
 */
export function* pollChat(deps: SupportDeps) {
  let failures = 0;
  for (;;) {
    if ((yield select(selectIsPageAway)) as boolean) yield take(pageReturned.type);
    const ok: boolean = yield call(pollChatOnce, deps);
    failures = ok ? 0 : failures + 1;
    if ((yield select(selectIsPageAway)) as boolean) continue;
    yield race({ tick: delay(chatPollDelay(failures)), paused: take(pageLeft.type) });
  }
}

/** Polls from `supportChatOpened` to `supportChatClosed`. */
export function* chatWatcher(deps: SupportDeps) {
  for (;;) {
    yield take(supportChatOpened.type);
    yield race({ poll: call(pollChat, deps), closed: take(supportChatClosed.type) });
  }
}

export function* sendChatMessage(deps: SupportDeps, action: ReturnType<typeof chatMessageSendRequested>) {
  try {
    const answer: CallResponse<typeof sendSupportChatMessage> = yield call(
      [deps.api, deps.api.call],
      sendSupportChatMessage,
      { body: { text: action.payload.text } },
    );
    yield put(chatMessageSent(answer));
  } catch {
    yield put(chatMessageFailed());
    yield put(notify({ id: 'support-chat-send', tone: 'error', text: CHAT_SEND_ERROR_KEY }));
  }
}

export function* readChatReplies(deps: SupportDeps, action: ReturnType<typeof chatRepliesReadRequested>) {
  try {
    const answer: { unreadReplies: number } = yield call([deps.api, deps.api.call], markSupportChatRead, {
      body: { upToId: action.payload.upToId },
    });
    yield put(chatRepliesRead({ upToId: action.payload.upToId, unreadReplies: answer.unreadReplies }));
  } catch (error) {
    // The marker stays as it was; the next poll tells the truth.
    deps.logger.warn('Marking the support replies read failed', { error: String(error) });
  }
}
