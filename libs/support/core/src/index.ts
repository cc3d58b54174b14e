export type { SupportDeps } from './support-deps';
export { supportSaga } from './support-saga';
export {
  callbackAnswered,
  callbackRequested,
  chatFailed,
  chatLoaded,
  chatMessageFailed,
  chatMessageSendRequested,
  chatMessageSent,
  chatRepliesRead,
  chatRepliesReadRequested,
  inboxFailed,
  inboxLoaded,
  inboxOpened,
  initialSupportState,
  messageOpened,
  messageRead,
  supportChatClosed,
  supportChatOpened,
  supportEmailAnswered,
  supportEmailRequested,
  supportPlayerLeft,
  supportReducer,
  supportSlice,
  unreadCountsLoaded,
} from './support-slice';
export type { FormStatus, LoadStatus, SupportState } from './support-slice';
export {
  selectCallbackStatus,
  selectChatMessages,
  selectEmailStatus,
  selectInbox,
  selectLastUnreadReplyId,
  selectOpenMessage,
  selectSupportChat,
  selectUnreadChatReplies,
  selectUnreadMessages,
  type WithSupport,
} from './selectors';
export { isOfficeSuccess, officeNotices, type OfficeOutcome } from './office-notices';
export { CHAT_POLL_MAX_BACKOFF_MS, CHAT_POLL_MS, UNREAD_POLL_MS } from './poll-intervals';
export { CHAT_SEND_ERROR_KEY } from './chat-saga';
export { CALLBACK_SUCCESS_KEY, EMAIL_SUCCESS_KEY } from './forms-saga';
export { callbackFormErrors, emailFormErrors, normalisePhone, type FieldErrors } from './form-rules';
// Issue 12 office `manager` and `share-idea`: their own slices, mounted under `supportManager` and `supportIdeas`.
export {
  initialManagerState,
  managerCallAnswered,
  managerCallRequested,
  managerFailed,
  managerLoaded,
  managerPageOpened,
  managerReducer,
  managerSlice,
  selectManagerPage,
  type ManagerState,
  type WithManager,
} from './manager-slice';
export {
  ideaShareAnswered,
  ideaShareRequested,
  ideasFailed,
  ideasLoaded,
  ideasPageOpened,
  ideasReducer,
  ideasSlice,
  initialIdeasState,
  selectIdeasPage,
  type IdeasState,
  type WithIdeas,
} from './ideas-slice';
export { MANAGER_CALL_SUCCESS_KEY } from './manager-saga';
export { IDEA_SUCCESS_KEY } from './ideas-saga';
export { ideaFormErrors } from './idea-rules';
