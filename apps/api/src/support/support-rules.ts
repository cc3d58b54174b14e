/**
 * The sandbox's support desk (README "Support and messages"): how it answers the chat and
 * refuses a flood of requests. Pure, so the tests state the rules without a server.
 */

/** A support reply comes this long after the player's message, by the sandbox's clock. */
export const SUPPORT_REPLY_DELAY_MS = 3_000;

/** At most this many callback requests, and as many e-mails, per player per hour (ours). */
export const SUPPORT_REQUESTS_PER_HOUR = 3;

/** How many of the latest chat messages the chat call answers. */
export const SUPPORT_CHAT_WINDOW = 100;

const TOPICS: readonly { words: readonly string[]; reply: string }[] = [
  {
    words: ['deposit', 'withdraw', 'payment', 'card', 'пополн', 'вывод'],
    reply: 'Payments are usually credited within minutes. Your payment history is under My account.',
  },
  {
    words: ['bet', 'coupon', 'stake', 'ставк', 'купон'],
    reply: 'Your bets and their results are in the bet history. Tell us the coupon number if one looks wrong.',
  },
  {
    words: ['password', 'login', 'sign in', 'парол', 'вход'],
    reply: 'You can change your password on the security page, or reset it from the sign-in dialog.',
  },
];

/** The generic answer when no topic word matched. */
export const SUPPORT_DEFAULT_REPLY = 'Thank you for your message. An operator has it and will answer here shortly.';

/** The support's reply to a player's message: by the first topic whose word it contains, else the generic one. */
export function supportReplyTo(text: string): string {
  const lower = text.toLowerCase();
  return TOPICS.find((topic) => topic.words.some((word) => lower.includes(word)))?.reply ?? SUPPORT_DEFAULT_REPLY;
}

/** The welcome message every new player finds in the inbox. */
export const WELCOME_MESSAGE = {
  title: 'Welcome to Orbit Bet',
  text: 'Thank you for joining us. Your messages from the site arrive here; the support answers in the chat on the support page.',
} as const;
