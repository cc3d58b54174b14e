import { getPlayerMessages, readPlayerMessage, type CallResponse } from '@bet/contract';
import { call, put, select } from 'redux-saga/effects';
import type { SupportDeps } from './support-deps';
import type { messageOpened } from './support-slice';
import { inboxFailed, inboxLoaded, messageRead } from './support-slice';
import { selectInbox } from './selectors';

export function* loadInbox(deps: SupportDeps) {
  try {
    const answer: CallResponse<typeof getPlayerMessages> = yield call([deps.api, deps.api.call], getPlayerMessages, {});
    yield put(inboxLoaded(answer));
  } catch (error) {
    yield put(inboxFailed());
    deps.logger.warn('The inbox failed to load', { error: String(error) });
  }
}

/** Opening an unread message reads it on the server; the answer's count is the header's marker. */
export function* readOpenedMessage(deps: SupportDeps, action: ReturnType<typeof messageOpened>) {
  const { id } = action.payload;
  if (id === null) return;
  const inbox: ReturnType<typeof selectInbox> = yield select(selectInbox);
  const message = inbox.messages.find((m) => m.id === id);
  if (!message || message.read) return;
  try {
    const answer: CallResponse<typeof readPlayerMessage> = yield call([deps.api, deps.api.call], readPlayerMessage, {
      body: { id },
    });
    yield put(messageRead({ id, unread: answer.unread }));
  } catch (error) {
    // Still unread: it stays marked, and the next open tries again.
    deps.logger.warn('Reading a message failed', { error: String(error) });
  }
}
