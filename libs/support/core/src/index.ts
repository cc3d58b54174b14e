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
