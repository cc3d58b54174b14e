import { selectUserId, userDataLoaded } from '@bet/session';
import { all, call, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { chatWatcher, readChatReplies, sendChatMessage } from './chat-saga';
import { sendCallbackRequest, sendEmail } from './forms-saga';
import { loadInbox, readOpenedMessage } from './inbox-saga';
import { loadIdeas, sendIdea } from './ideas-saga';
import { ideaShareRequested, ideasPageOpened } from './ideas-slice';
import { loadManager, sendManagerCall } from './manager-saga';
import { managerCallRequested, managerPageOpened } from './manager-slice';
import { isSignOut, userIdMayChange } from './signed-in';
import type { SupportDeps } from './support-deps';
import {
  callbackRequested,
  chatMessageSendRequested,
  chatRepliesReadRequested,
  inboxOpened,
  messageOpened,
  supportEmailRequested,
  supportPlayerLeft,
} from './support-slice';
import { pollUnread, seedFromUserConfig } from './unread-saga';

/** Everything that runs for a signed-in player; cancelled as a whole at sign-out. */
function* signedInSupport(deps: SupportDeps) {
  yield all([
    call(pollUnread, deps),
    call(chatWatcher, deps),
    takeLeading(chatMessageSendRequested.type, sendChatMessage, deps),
    takeEvery(chatRepliesReadRequested.type, readChatReplies, deps),
    takeLatest(inboxOpened.type, loadInbox, deps),
    takeEvery(messageOpened.type, readOpenedMessage, deps),
    takeLeading(callbackRequested.type, sendCallbackRequest, deps),
    takeLeading(supportEmailRequested.type, sendEmail, deps),
    // Issue 12 office `manager` and `share-idea` (manager-saga.ts, ideas-saga.ts).
    takeLatest(managerPageOpened.type, loadManager, deps),
    takeLeading(managerCallRequested.type, sendManagerCall, deps),
    takeLatest(ideasPageOpened.type, loadIdeas, deps),
    takeLeading(ideaShareRequested.type, sendIdea, deps),
  ]);
}

/**
 * The library's one root saga (the app spawns it). The chat, the inbox and the markers are the
 * signed-in player's: they run while someone is signed in and are dropped at sign-out.
 */
export function* supportSaga(deps: SupportDeps) {
  yield fork(function* () {
    yield takeEvery(userDataLoaded.type, seedFromUserConfig);
  });
  for (;;) {
    const userId: number | null = yield select(selectUserId);
    if (userId === null) {
      yield take(userIdMayChange);
      continue;
    }
    yield race({ run: call(signedInSupport, deps), out: take(isSignOut) });
    yield put(supportPlayerLeft());
  }
}
