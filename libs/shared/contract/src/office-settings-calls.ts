import { z } from 'zod/mini';
import { defineCall } from './call';
import { officeAnswerSchema } from './office-answer';

/**
 * Spec 01 §3 Options: the first-deposit bonus choice 0 decline, 1 sport bonus, 2 casino bonus; the
 * cashback and bonus choices take the same three values (our decision, spec "not shown").
 */
export const BONUS_CHOICE = { decline: 0, sport: 1, casino: 2 } as const;
export const BONUS_CHOICES: readonly number[] = Object.values(BONUS_CHOICE);

/** One stored setting of an office group: its id (what "save one setting" sends), value and title key. */
export const officeSettingItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  value: z.union([z.boolean(), z.number(), z.string()]),
  title_translation_key: z.optional(z.string()),
});
export type OfficeSettingItem = z.infer<typeof officeSettingItemSchema>;

/** A choice group (cashback, bonus, first-deposit bonus): one setting with a BONUS_CHOICE value. */
export const officeChoiceSettingSchema = z.object({
  id: z.string().check(z.minLength(1)),
  value: z.int(),
  /** Spec 01 §3 cashback additional_data; other groups have none. */
  additional_data: z.optional(
    z.object({
      isVisiblePromoPointsRules: z.optional(z.unknown()),
      showAdditionalCashBackTerms: z.optional(z.unknown()),
      promoPoints: z.optional(z.number()),
      usePromoPointsName: z.optional(z.unknown()),
    }),
  ),
});
export type OfficeChoiceSetting = z.infer<typeof officeChoiceSettingSchema>;

export const officeSportSchema = z.object({ id: z.int(), name: z.string() });
export type OfficeSport = z.infer<typeof officeSportSchema>;

/** Spec 01 §5 "missing lists default empty": a list may be absent or null; the office core fills it. */
const list = <T extends z.ZodMiniType>(item: T) => z.nullish(z.array(item));
/** Spec 01 §5 "show* flags coerced to boolean": a flag may come as 0/1, a string or nothing. */
const flag = z.optional(z.union([z.boolean(), z.number(), z.string(), z.null()]));

/**
 * Spec 01 §3 "Office settings", as the server sends it: lenient where spec 01 §5 says the client
 * fills in (lists, show* flags), so an older or partial answer still loads. The office core's
 * `normalizeOfficeSettings` turns it into the shape the pages read.
 */
export const officeSettingsSchema = z.object({
  commonSettings: list(officeSettingItemSchema),
  otherSettings: list(officeSettingItemSchema),
  notificationSettings: list(officeSettingItemSchema),
  cashbackSetting: z.nullish(officeChoiceSettingSchema),
  bonusSetting: z.nullish(officeChoiceSettingSchema),
  firstDepositBonusSetting: z.nullish(officeChoiceSettingSchema),
  pointsAccumulated: z.nullish(z.number()),
  availableCurrencies: list(z.string()),
  sports: list(officeSportSchema),
  lineSports: list(z.int()),
  liveSports: list(z.int()),
  lineDisallowSports: list(z.int()),
  liveDisallowSports: list(z.int()),
  showFavoriteTeams: flag,
  showPromoCodeCheck: flag,
  showWallets: flag,
  showClubPoints: flag,
  clubPoints: z.nullish(z.number()),
  walletAttributes: list(z.object({ id: z.union([z.number(), z.string()]), title_translation_key: z.string() })),
  promoSetting: z.nullish(z.object({ promoCodeCheckSection: z.nullish(z.object({ isAvailable: flag })) })),
});
export type OfficeSettingsAnswer = z.infer<typeof officeSettingsSchema>;

/**
 * Spec 02 §7 Office "Office settings data", path not shown: ours is `GET /web-api/office/settings`
 * (beside `POST /web-api/office/settings/save`), the signed-in player's own; sport names in `lang`.
 */
export const getOfficeSettings = defineCall({
  name: 'getOfficeSettings',
  method: 'GET',
  path: '/web-api/office/settings',
  query: z.object({ lang: z.optional(z.string().check(z.minLength(2), z.maxLength(5))) }),
  body: z.undefined(),
  response: officeSettingsSchema,
  auth: true,
});

/** At most this many sport ids per list: more than any sportsbook has (a bound against abuse). */
export const MAX_DISALLOWED_SPORTS = 500;

export const saveDisallowedSportsBodySchema = z.object({
  line: z.array(z.int().check(z.nonnegative())).check(z.maxLength(MAX_DISALLOWED_SPORTS)),
  live: z.array(z.int().check(z.nonnegative())).check(z.maxLength(MAX_DISALLOWED_SPORTS)),
});
export type SaveDisallowedSportsBody = z.infer<typeof saveDisallowedSportsBodySchema>;

/**
 * Spec 02 §7 Office "save disallowed sports (line, live)", path not shown: ours is
 * `POST /web-api/office/settings/disallowed-sports`. Both lists replace the stored ones; the user
 * config's disallow_line_sport / disallow_live_sport (spec 01 §3, sorted) read them back. An
 * unknown sport is a status-2 answer with a message (spec 02 §8 Office).
 */
export const saveDisallowedSports = defineCall({
  name: 'saveDisallowedSports',
  method: 'POST',
  path: '/web-api/office/settings/disallowed-sports',
  query: z.object({}),
  body: saveDisallowedSportsBodySchema,
  response: officeAnswerSchema,
  auth: true,
});
