import { z } from 'zod/mini';
import { defineCall } from './call';
import { officeAnswerSchema } from './office-answer';

/**
 * Issue 12 office pages "promotion", "bring a friend", "manager" and "share an idea". Spec 01 §3
 * names the user config's `user_ref_id` and the office settings' promoSetting
 * (promoCodeCheckSection with isAvailable); spec 02 §9 the "bf tag referral" cookie (1 day); the
 * calls have no paths in spec 02 ("paths not shown"), so the ones below are ours
 * (libs/promotion/core README "Calls", libs/support/core README "Manager and ideas").
 */

/** The query tag of an invite link; the consent core writes it to the `bf_tag` cookie (spec 02 §9). */
export const BRING_FRIEND_QUERY_TAG = 'bf_tag';

export const invitedFriendSchema = z.object({
  /** The friend as the inviter may see them (a masked name or the player number). */
  label: z.string(),
  /** Epoch ms of the friend's registration. */
  registeredAt: z.int(),
  /** What the friend brought the inviter, integer minor units of `iso`. */
  rewardMinor: z.int().check(z.nonnegative()),
  iso: z.string(),
});
export type InvitedFriend = z.infer<typeof invitedFriendSchema>;

export const bringFriendSchema = z.object({
  /** The player's invite code: the value of `bf_tag` in the invite link. */
  inviteCode: z.string().check(z.minLength(1)),
  /** Newest first. */
  friends: z.array(invitedFriendSchema),
});
export type BringFriend = z.infer<typeof bringFriendSchema>;

/** The player's invite code and the friends who registered through it. */
export const getBringFriend = defineCall({
  name: 'getBringFriend',
  method: 'GET',
  path: '/web-api/office/bring-friend',
  query: z.object({}),
  body: z.undefined(),
  response: bringFriendSchema,
  auth: true,
});

export const playerPromotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Epoch ms; null: no end. */
  endsAt: z.nullable(z.int()),
});
export type PlayerPromotion = z.infer<typeof playerPromotionSchema>;

export const promotionPageSchema = z.object({
  /** Spec 01 §3 promoSetting.promoCodeCheckSection.isAvailable: the promo code check is shown. */
  promoCodeCheckSection: z.object({ isAvailable: z.boolean() }),
  /** The active promotions the player takes part in. */
  promotions: z.array(playerPromotionSchema),
});
export type PromotionPage = z.infer<typeof promotionPageSchema>;

export const getPromotionPage = defineCall({
  name: 'getPromotionPage',
  method: 'GET',
  path: '/web-api/office/promotion',
  query: z.object({}),
  body: z.undefined(),
  response: promotionPageSchema,
  auth: true,
});

export const PROMO_CODE_MAX = 40;

export const promoCodeCheckSchema = z.discriminatedUnion('state', [
  /** The code is the player's and can go with a coupon: `gives` says what it gives. */
  z.object({ state: z.literal('valid'), code: z.string(), gives: z.string(), expiresAt: z.nullable(z.int()) }),
  z.object({ state: z.literal('used'), code: z.string() }),
  z.object({ state: z.literal('expired'), code: z.string() }),
  z.object({ state: z.literal('unknown'), code: z.string() }),
]);
export type PromoCodeCheck = z.infer<typeof promoCodeCheckSchema>;

/** Checks one of the player's coupon promo codes without spending it. */
export const checkPromoCode = defineCall({
  name: 'checkPromoCode',
  method: 'POST',
  path: '/web-api/office/promotion/check-code',
  query: z.object({}),
  body: z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(PROMO_CODE_MAX)) }),
  response: promoCodeCheckSchema,
  auth: true,
});

export const personalManagerSchema = z.object({
  name: z.string(),
  /** Contact channels as shown: e-mail, phone, messenger handle. */
  channels: z.array(z.object({ kind: z.enum(['email', 'phone', 'telegram']), value: z.string() })),
  /** Working hours, "HH:MM" in the manager's `timeZone`, days 1 (Monday) to 7. */
  hours: z.object({ from: z.string(), to: z.string(), days: z.array(z.int().check(z.gte(1), z.lte(7))) }),
  timeZone: z.string(),
});
export type PersonalManager = z.infer<typeof personalManagerSchema>;

export const getPersonalManager = defineCall({
  name: 'getPersonalManager',
  method: 'GET',
  path: '/web-api/office/manager',
  query: z.object({}),
  body: z.undefined(),
  response: personalManagerSchema,
  auth: true,
});

/** "Ask for a call": the manager calls the player back on the phone of the account. */
export const requestManagerCall = defineCall({
  name: 'requestManagerCall',
  method: 'POST',
  path: '/web-api/office/manager/call',
  query: z.object({}),
  body: z.object({}),
  response: officeAnswerSchema,
  auth: true,
});

/** The idea form's bounds and topics (ours: the spec gives no field rules). */
export const IDEA_LIMITS = { textMin: 10, textMax: 2000, perHour: 3 } as const;
export const IDEA_TOPICS = ['sports', 'casino', 'payments', 'site', 'other'] as const;
export type IdeaTopic = (typeof IDEA_TOPICS)[number];
export const IDEA_STATES = ['new', 'reviewed', 'accepted', 'declined'] as const;

export const ideaDraftSchema = z.object({
  topic: z.enum(IDEA_TOPICS),
  text: z.string().check(z.trim(), z.minLength(IDEA_LIMITS.textMin), z.maxLength(IDEA_LIMITS.textMax)),
});
export type IdeaDraft = z.infer<typeof ideaDraftSchema>;

export const playerIdeaSchema = z.object({
  id: z.int().check(z.positive()),
  topic: z.enum(IDEA_TOPICS),
  text: z.string(),
  state: z.enum(IDEA_STATES),
  /** Epoch ms. */
  sentAt: z.int(),
});
export type PlayerIdea = z.infer<typeof playerIdeaSchema>;

/** The player's ideas, newest first. */
export const getPlayerIdeas = defineCall({
  name: 'getPlayerIdeas',
  method: 'GET',
  path: '/web-api/office/ideas',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ ideas: z.array(playerIdeaSchema) }),
  auth: true,
});

/** At most IDEA_LIMITS.perHour an hour: a refusal (status 2) with the server's message beyond. */
export const shareIdea = defineCall({
  name: 'shareIdea',
  method: 'POST',
  path: '/web-api/office/ideas',
  query: z.object({}),
  body: ideaDraftSchema,
  response: officeAnswerSchema,
  auth: true,
});
