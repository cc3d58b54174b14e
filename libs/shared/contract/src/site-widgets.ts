import { z } from 'zod/mini';
import { defineControlCall } from './control-call';

/** Spec 02 §7 "Config and start-up": GET /web-api/policy/logo.agif, a hidden image. */
export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';

/**
 * A script under a path ad blockers refuse (spec 01 §1 "ad-blocker warning"; the detection is
 * ours). The sandbox answers it with a harmless script; a request the browser never lets out
 * means a blocker is on. The name is what blockers' filter lists match: `/ads/` and `advert`.
 */
export const AD_BAIT_PATH = '/web-api/ads/advert-banner.js';

/** The settings groups (GET /bff-api/config/group/get) the site widgets read. */
export const SITE_WIDGET_GROUPS = ['registration', 'support', 'age_restriction', 'new_site'] as const;

/** Spec 01 §3 "registration reminder settings (delay seconds, interval minutes)". */
export const registrationReminderSettingsSchema = z.object({
  delaySeconds: z.int().check(z.nonnegative()),
  /** 0: no pause between reminders (spec 01 §4 "next allowed time ... or 0"). */
  intervalMinutes: z.int().check(z.nonnegative()),
});
export type RegistrationReminderSettings = z.infer<typeof registrationReminderSettingsSchema>;

/** The `registration` group as far as the widgets read it (its `reminder`). */
export const registrationGroupSchema = z.object({ reminder: z.optional(registrationReminderSettingsSchema) });

/**
 * Spec 01 §5 "age-restriction is on" and spec 02 §9 "Age-restriction acknowledgement 3 days, or
 * session only": the `age_restriction` group. `acknowledgement` says which of the two applies.
 */
export const ageRestrictionSettingsSchema = z.object({
  isEnabled: z.boolean(),
  acknowledgement: z.enum(['days', 'session']),
});
export type AgeRestrictionSettings = z.infer<typeof ageRestrictionSettingsSchema>;

/** Spec 01 §4 "New-site modal ... when enabled": the `new_site` group. */
export const newSiteSettingsSchema = z.object({ isEnabled: z.boolean() });
export type NewSiteSettings = z.infer<typeof newSiteSettingsSchema>;

/** Spec 01 §2 "Support multi-button": the `support` group. */
export const supportSettingsSchema = z.object({
  /** Spec 02 §5: 0, empty or the word `empty` means no consultant (online chat) in the language. */
  consultantId: z.union([z.string(), z.number()]),
  isChatEnabled: z.boolean(),
  isCallbackEnabled: z.boolean(),
  /** Spec 01 §2: callback for signed-in users whose language is not excluded. */
  callbackExcludedLanguages: z.array(z.string()),
  email: z.optional(z.string()),
  messengers: z.array(z.object({ name: z.string(), link: z.string(), iconName: z.string() })),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

/**
 * Sandbox control (test and demo modes): writes the language-neutral `age_restriction` and
 * `new_site` groups, so a demo or a test can show the age notice and the new-site modal. They
 * are stored in the database like every group (a reset of the faults leaves them).
 */
export const setSiteNotices = defineControlCall({
  name: 'setSiteNotices',
  method: 'PUT',
  path: 'site-notices',
  body: z.object({
    ageRestriction: z.optional(ageRestrictionSettingsSchema),
    newSite: z.optional(newSiteSettingsSchema),
  }),
  response: z.object({ ageRestriction: ageRestrictionSettingsSchema, newSite: newSiteSettingsSchema }),
});
