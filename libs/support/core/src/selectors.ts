import { createSelector } from '@reduxjs/toolkit';
import type { ChatMessage, PlayerMessage } from '@bet/contract';
import type { FormStatus, SupportState } from './support-slice';

/** The app mounts the reducer under `support`. */
export interface WithSupport {
  support: SupportState;
}

export const selectSupportChat = (state: WithSupport) => state.support.chat;
export const selectChatMessages = (state: WithSupport): ChatMessage[] => state.support.chat.messages;
export const selectInbox = (state: WithSupport) => state.support.inbox;
export const selectUnreadMessages = (state: WithSupport): number => state.support.unread.messages;
export const selectUnreadChatReplies = (state: WithSupport): number => state.support.unread.chatReplies;
export const selectCallbackStatus = (state: WithSupport): FormStatus => state.support.forms.callback;
export const selectEmailStatus = (state: WithSupport): FormStatus => state.support.forms.email;

/** The last support reply the player has not read, if any (the "mark read" button reads up to it). */
export const selectLastUnreadReplyId = createSelector([selectChatMessages], (messages): number | null => {
  const unread = messages.filter((m) => m.author === 'support' && !m.read);
  return unread.length > 0 ? (unread[unread.length - 1]?.id ?? null) : null;
});

/** The message the player opened, if it is in the list. */
export const selectOpenMessage = createSelector(
  [selectInbox],
  (inbox): PlayerMessage | null => inbox.messages.find((m) => m.id === inbox.openId) ?? null,
);
