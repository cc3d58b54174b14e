/** Spec 02 §9 "Timing": age-restriction acknowledgement, 3 days (or the browser session). */
export const AGE_ACKNOWLEDGEMENT_MS = 259_200_000;

/** Spec 02 §9 "Timing": new-site modal memory, 15768e7 ms (about 5 years, spec 01 §4). */
export const NEW_SITE_MODAL_MEMORY_MS = 15768e7;

/** Spec 01 §2 and 02 §9: the policy logo is shown only for these geo country ids. */
export const POLICY_LOGO_GEO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];

/** Spec 02 §9 "Scroll-to-top threshold 4 screens mobile, 1 desktop": this is the desktop client. */
export const SCROLL_TO_TOP_SCREENS = 1;

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60_000;

/** Local storage: when the 3-day age acknowledgement ends (epoch ms). */
export const AGE_ACKNOWLEDGED_UNTIL_KEY = 'age_restriction_acknowledged_until';
/** Session storage: the age notice was acknowledged in this browser session. */
export const AGE_ACKNOWLEDGED_SESSION_KEY = 'age_restriction_acknowledged';
/** Local storage: until when the new-site modal is remembered as seen (epoch ms). */
export const NEW_SITE_SEEN_UNTIL_KEY = 'new_site_modal_seen_until';
/** Local storage: the next time a registration reminder is allowed (epoch ms; 0: any time). */
export const REGISTRATION_REMINDER_NEXT_KEY = 'registration_reminder_next_at';
/** Session storage: the ad-blocker warning was dismissed in this browser session. */
export const AD_BLOCK_WARNING_DISMISSED_KEY = 'adblock_warning_dismissed';

/** Logged when the widget settings groups cannot be had; the widgets that need them stay off. */
export const WIDGET_SETTINGS_FAILED = 'Site widget settings could not be loaded';
