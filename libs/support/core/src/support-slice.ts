import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallbackRequest, ChatMessage, PlayerMessage, SupportEmail } from '@bet/contract';

/** Progress of a load or a send: a status machine, never two booleans. */
export type LoadStatus = 'idle' | 'pending' | 'failed';
/** An office form's send: `done` once the server took it (the form then clears). */
export type FormStatus = 'idle' | 'pending' | 'done' | 'failed';

export interface SupportState {
  chat: {
    messages: ChatMessage[];
    status: LoadStatus;
    /** When the last answer came (epoch ms); null before the first. */
    loadedAt: number | null;
    sending: FormStatus;
  };
  inbox: { messages: PlayerMessage[]; status: LoadStatus; loaded: boolean; openId: number | null };
  /** The header's markers: unread messages (user_msg_count) and unread support replies. */
  unread: { messages: number; chatReplies: number };
  forms: { callback: FormStatus; email: FormStatus };
}

export const initialSupportState: SupportState = {
  chat: { messages: [], status: 'idle', loadedAt: null, sending: 'idle' },
  inbox: { messages: [], status: 'idle', loaded: false, openId: null },
  unread: { messages: 0, chatReplies: 0 },
  forms: { callback: 'idle', email: 'idle' },
};

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const supportSlice = createSlice({
  name: 'support',
  initialState: initialSupportState,
  reducers: {
    /** The support page shows the chat: it is polled until `supportChatClosed`. */
    supportChatOpened(state) {
      if (state.chat.loadedAt === null) state.chat.status = 'pending';
    },
    supportChatClosed() {
      // The messages stay for the next visit; the saga stops polling.
    },
    chatLoaded(state, action: PayloadAction<{ messages: ChatMessage[]; unreadReplies: number; at: number }>) {
      state.chat.messages = action.payload.messages;
      state.chat.status = 'idle';
      state.chat.loadedAt = action.payload.at;
      state.unread.chatReplies = action.payload.unreadReplies;
    },
    chatFailed(state) {
      state.chat.status = 'failed';
    },
    /** The player sends a chat message. */
    chatMessageSendRequested(state, _action: PayloadAction<{ text: string }>) {
      state.chat.sending = 'pending';
    },
    chatMessageSent(state, action: PayloadAction<{ message: ChatMessage; unreadReplies: number }>) {
      state.chat.sending = 'done';
      // Writing answers the replies before it: they are read (the server says so too).
      state.chat.messages = [
        ...state.chat.messages.map((m) => (m.author === 'support' ? { ...m, read: true } : m)),
        action.payload.message,
      ];
      state.unread.chatReplies = action.payload.unreadReplies;
    },
    chatMessageFailed(state) {
      state.chat.sending = 'failed';
    },
    /** The player marks the replies up to this one read. */
    chatRepliesReadRequested(_state, _action: PayloadAction<{ upToId: number }>) {
      // Read once the server says so (chatRepliesRead).
    },
    chatRepliesRead(state, action: PayloadAction<{ upToId: number; unreadReplies: number }>) {
      state.chat.messages = state.chat.messages.map((m) =>
        m.author === 'support' && m.id <= action.payload.upToId ? { ...m, read: true } : m,
      );
      state.unread.chatReplies = action.payload.unreadReplies;
    },
    /** The header's 60 s poll, or the user config's user_msg_count (then `chatReplies` is absent). */
    unreadCountsLoaded(state, action: PayloadAction<{ messages: number; chatReplies?: number }>) {
      state.unread.messages = action.payload.messages;
      if (action.payload.chatReplies !== undefined) state.unread.chatReplies = action.payload.chatReplies;
    },
    /** The inbox is shown: it loads. */
    inboxOpened(state) {
      state.inbox.status = 'pending';
    },
    inboxLoaded(state, action: PayloadAction<{ messages: PlayerMessage[]; unread: number }>) {
      state.inbox.messages = action.payload.messages;
      state.inbox.status = 'idle';
      state.inbox.loaded = true;
      state.unread.messages = action.payload.unread;
    },
    inboxFailed(state) {
      state.inbox.status = 'failed';
    },
    /** The player opens a message (null closes it); an unread one is read on the server. */
    messageOpened(state, action: PayloadAction<{ id: number | null }>) {
      state.inbox.openId = action.payload.id;
    },
    messageRead(state, action: PayloadAction<{ id: number; unread: number }>) {
      state.inbox.messages = state.inbox.messages.map((m) => (m.id === action.payload.id ? { ...m, read: true } : m));
      state.unread.messages = action.payload.unread;
    },
    callbackRequested(state, _action: PayloadAction<CallbackRequest>) {
      state.forms.callback = 'pending';
    },
    callbackAnswered(state, action: PayloadAction<{ ok: boolean }>) {
      state.forms.callback = action.payload.ok ? 'done' : 'failed';
    },
    supportEmailRequested(state, _action: PayloadAction<SupportEmail>) {
      state.forms.email = 'pending';
    },
    supportEmailAnswered(state, action: PayloadAction<{ ok: boolean }>) {
      state.forms.email = action.payload.ok ? 'done' : 'failed';
    },
    /** The player signed out: the chat, the inbox and the markers were theirs. */
    supportPlayerLeft() {
      return initialSupportState;
    },
  },
});

export const {
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
  messageOpened,
  messageRead,
  supportChatClosed,
  supportChatOpened,
  supportEmailAnswered,
  supportEmailRequested,
  supportPlayerLeft,
  unreadCountsLoaded,
} = supportSlice.actions;
export const supportReducer = supportSlice.reducer;
