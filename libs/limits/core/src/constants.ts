/** Local storage key of the reality check's next show time (epoch ms): spec 01 §4 "Next-show time kept in local storage". */
export const REALITY_CHECK_STORAGE_KEY = 'limits.realityCheck.nextShowAt';
export const MS_PER_MINUTE = 60_000;
/** The activity chart's span: the last 30 days (issue 13). */
export const ACTIVITY_DAYS = 30;
/** Logged when a limits call fails in the background (the page shows a retry). */
export const LIMITS_LOAD_FAILED = 'Limits could not load';
export const LIMITS_PING_FAILED = 'Limits ping failed';
export const REALITY_CHECK_REPORT_FAILED = 'Reality check report failed';
