import type * as OnDemand from './on-demand';
// Public API of @bet/support-ui: the support page's parts and the header's unread markers (issue 12).
export { UnreadMarkers, type UnreadMarkersProps } from './unread-markers';
export { SupportChat, type SupportChatProps } from './support-chat';
export { CallbackForm, type CallbackFormProps } from './callback-form';
export { EmailForm, type EmailFormProps } from './email-form';
export { Inbox, type InboxProps } from './inbox';
export { ManagerCard, type ManagerCardProps } from './manager-card';
export { IdeaForm, type IdeaFormProps } from './idea-form';
export { IdeaList, type IdeaListProps } from './idea-list';
export { ConnectedUnreadMarkers, useSupportChatUnread } from './connected/connected-unread-markers';
// Loaded on demand (issue 16): the support page, a chunk of its own (on-demand.ts).
export type SupportOnDemand = typeof OnDemand;
export const loadSupportOnDemand = (): Promise<SupportOnDemand> => import('./on-demand');
