export { UnreadMarkers, type UnreadMarkersProps } from './unread-markers';
export { SupportChat, type SupportChatProps } from './support-chat';
export { CallbackForm, type CallbackFormProps } from './callback-form';
export { EmailForm, type EmailFormProps } from './email-form';
export { Inbox, type InboxProps } from './inbox';
export { SupportPage } from './connected/support-page';
export { ConnectedUnreadMarkers, useSupportChatUnread } from './connected/connected-unread-markers';
