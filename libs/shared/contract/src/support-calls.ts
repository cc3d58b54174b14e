import { z } from 'zod/mini';
import { defineCall } from './call';
import { officeAnswerSchema } from './office-answer';
import { defineControlCall } from './control-call';

/**
 * Issue 12 (support and the player's messages). Spec 01 §2 names the support page (callback,
 * online chat with an unread marker, e-mail form) and spec 01 §3 the user config's
 * `user_msg_count`; spec 02 gives no paths for them ("paths not shown"), so the calls below are
 * ours (libs/support/core README "Calls").
 */

/** A phone number as the callback form takes it: an optional +, then 7 to 15 digits (E.164 length). */
export const CALLBACK_PHONE_PATTERN = /^\+?\d{7,15}$/;

/** When the player would like the call: as soon as possible or one of the day's windows (ours). */
export const CALLBACK_TIMES = ['asap', '09-12', '12-15', '15-18', '18-21'] as const;
export type CallbackTime = (typeof CALLBACK_TIMES)[number];

export const callbackRequestSchema = z.object({
  phone: z.string().check(z.regex(CALLBACK_PHONE_PATTERN)),
  preferredTime: z.enum(CALLBACK_TIMES),
});
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

/** Spec 01 §2 / §5 "Support callback ... authorised only". */
export const requestSupportCallback = defineCall({
  name: 'requestSupportCallback',
  method: 'POST',
  path: '/web-api/support/callback',
  query: z.object({}),
  body: callbackRequestSchema,
  response: officeAnswerSchema,
  auth: true,
});

/** The e-mail form's bounds (ours: the spec gives no field rules, spec 02 §8 "not shown"). */
export const SUPPORT_EMAIL_LIMITS = { subjectMin: 3, subjectMax: 120, textMin: 10, textMax: 2000 } as const;

export const supportEmailSchema = z.object({
  subject: z
    .string()
    .check(z.trim(), z.minLength(SUPPORT_EMAIL_LIMITS.subjectMin), z.maxLength(SUPPORT_EMAIL_LIMITS.subjectMax)),
  text: z
    .string()
    .check(z.trim(), z.minLength(SUPPORT_EMAIL_LIMITS.textMin), z.maxLength(SUPPORT_EMAIL_LIMITS.textMax)),
});
export type SupportEmail = z.infer<typeof supportEmailSchema>;

/** Spec 01 §2 "e-mail form": a letter to the support, answered by e-mail. */
export const sendSupportEmail = defineCall({
  name: 'sendSupportEmail',
  method: 'POST',
  path: '/web-api/support/email',
  query: z.object({}),
  body: supportEmailSchema,
  response: officeAnswerSchema,
  auth: true,
});

/** The chat message's bounds (ours). */
export const SUPPORT_CHAT_TEXT_MAX = 1000;

export const chatMessageSchema = z.object({
  id: z.int().check(z.positive()),
  author: z.enum(['player', 'support']),
  text: z.string(),
  /** Epoch ms. */
  sentAt: z.int(),
  /** The player has seen this reply (always true for the player's own messages). */
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const supportChatSchema = z.object({
  /** Oldest first; only those after `since` when it was given. */
  messages: z.array(chatMessageSchema),
  /** The support's replies the player has not read yet (the header's marker). */
  unreadReplies: z.int().check(z.nonnegative()),
});
export type SupportChat = z.infer<typeof supportChatSchema>;

/** The chat, polled while the support page shows it; `since` is the last message id the client holds. */
export const getSupportChat = defineCall({
  name: 'getSupportChat',
  method: 'GET',
  path: '/web-api/support/chat',
  query: z.object({ since: z.optional(z.coerce.number().check(z.int(), z.nonnegative())) }),
  body: z.undefined(),
  response: supportChatSchema,
  auth: true,
  background: true,
});

/** The player writes to the chat; writing also reads the replies before it (they have been seen). */
export const sendSupportChatMessage = defineCall({
  name: 'sendSupportChatMessage',
  method: 'POST',
  path: '/web-api/support/chat',
  query: z.object({}),
  body: z.object({ text: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUPPORT_CHAT_TEXT_MAX)) }),
  response: z.object({ message: chatMessageSchema, unreadReplies: z.int().check(z.nonnegative()) }),
  auth: true,
});

/** The player marks the support's replies up to `upToId` read. */
export const markSupportChatRead = defineCall({
  name: 'markSupportChatRead',
  method: 'POST',
  path: '/web-api/support/chat/read',
  query: z.object({}),
  body: z.object({ upToId: z.int().check(z.positive()) }),
  response: z.object({ unreadReplies: z.int().check(z.nonnegative()) }),
  auth: true,
});

export const playerMessageSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  text: z.string(),
  /** Epoch ms. */
  sentAt: z.int(),
  read: z.boolean(),
});
export type PlayerMessage = z.infer<typeof playerMessageSchema>;

/** The player's inbox, newest first; `unread` is what the user config's `user_msg_count` says. */
export const getPlayerMessages = defineCall({
  name: 'getPlayerMessages',
  method: 'GET',
  path: '/web-api/user/messages',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ messages: z.array(playerMessageSchema), unread: z.int().check(z.nonnegative()) }),
  auth: true,
  background: true,
});

/** Opening a message reads it; the read state is kept on the server. */
export const readPlayerMessage = defineCall({
  name: 'readPlayerMessage',
  method: 'POST',
  path: '/web-api/user/messages/read',
  query: z.object({}),
  body: z.object({ id: z.int().check(z.positive()) }),
  response: z.object({ unread: z.int().check(z.nonnegative()) }),
  auth: true,
});

/**
 * The header's markers, polled every 60 s (spec 02 §9 "user messages 60000"): unread messages
 * (`user_msg_count`) and unread support replies.
 */
export const getSupportUnread = defineCall({
  name: 'getSupportUnread',
  method: 'GET',
  path: '/web-api/support/unread',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({
    messages: z.int().check(z.nonnegative()),
    chatReplies: z.int().check(z.nonnegative()),
  }),
  auth: true,
  background: true,
});

/** Sandbox control (test and demo modes): the operator sends a message to a player's inbox. */
export const sendPlayerMessage = defineControlCall({
  name: 'sendPlayerMessage',
  method: 'POST',
  path: 'player-messages',
  body: z.object({
    playerId: z.int().check(z.positive()),
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    text: z.string().check(z.minLength(1), z.maxLength(5000)),
  }),
  response: z.object({ id: z.int().check(z.positive()) }),
});
