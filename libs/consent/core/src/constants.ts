/** Spec 02 §9 Cookies: the cookie that keeps the cookiesAgreeType (default lifetime 86400 s, path /). */
export const COOKIES_AGREE_TYPE_COOKIE = 'cookies_agree_type';

/** Spec 02 §7 Office: a visitor's agreement time waits in local storage under this key until sign-in. */
export const COOKIES_AGREE_TIME_STORAGE_KEY = 'cookiesAgreeTime';

/** Spec 02 §9 Timing "Analytics counters install: 10000 ms delay, except on registration". */
export const ANALYTICS_INSTALL_DELAY_MS = 10_000;

/** Spec 02 §9 Timing "Analytics storage expiry: 24 hours": how long loaded counters are reused. */
export const ANALYTICS_STORAGE_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Spec 02 §7 "answer is a list of counters cached under a key": the key's prefix (domain and project follow). */
export const ANALYTICS_COUNTERS_STORAGE_KEY = 'analyticsCounters';

/** Spec 02 §8 Logged only: "agreement log ... failures". */
export const AGREEMENT_LOG_FAILED = 'Saving the cookies agreement time failed';
export const ANALYTICS_COUNTERS_FAILED = 'Loading the analytics counters failed';

const DAY_S = 86_400;

/** Spec 02 §9 "Referral tagging cookies": lifetimes in seconds, exactly as the table gives them. */
export const REFERRAL_COOKIE_LIFETIMES_S = {
  refererid: 60 * DAY_S,
  bfTag: 1 * DAY_S,
  tag: 60 * DAY_S,
  refPartnerIdWithClickId: 30 * DAY_S,
  refPartnerIdWithAffid: 60 * DAY_S,
  reflinkid: 60 * 60,
  postbackWatcherWithPb: 30 * DAY_S,
  postbackWatcherWithoutPb: 4,
  subid: 60 * DAY_S,
} as const;
