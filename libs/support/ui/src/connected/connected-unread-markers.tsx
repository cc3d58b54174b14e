import { useSelector } from 'react-redux';
import { routePath } from '@bet/routing';
import { selectUnreadChatReplies, selectUnreadMessages } from '@bet/support';
import { UnreadMarkers } from '../unread-markers';
import { useSupportLanguage } from './use-support-language';

/** The header's markers bound to the store: they lead to the inbox and the chat of the support page. */
export function ConnectedUnreadMarkers() {
  const messages = useSelector(selectUnreadMessages);
  const chatReplies = useSelector(selectUnreadChatReplies);
  const base = routePath('support', { language: useSupportLanguage() });
  return (
    <UnreadMarkers
      messages={messages}
      chatReplies={chatReplies}
      messagesHref={`${base}#messages`}
      chatHref={`${base}#chat`}
    />
  );
}

/** Unread support replies, for the footer's support multi-button (spec 01 §2 "online chat (unread marker)"). */
export function useSupportChatUnread(): number {
  return useSelector(selectUnreadChatReplies);
}
