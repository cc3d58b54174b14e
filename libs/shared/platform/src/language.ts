/** Spec 01 §3 "language (default ru)", spec 02 §9 "default language Russian". */
export const DEFAULT_LANGUAGE = 'ru';
