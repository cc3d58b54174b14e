/**
 * Languages whose texts are complete: ru, the default (spec 01 §3, spec 02 §9), and en, the
 * fallback. Every other language shows en for the keys it lacks (DESIGN.md). Apart from the
 * bundles, so that naming them does not bring the texts along (issue 16).
 */
export const COMPLETE_LANGUAGES = ['ru', 'en'] as const;
export const FALLBACK_LANGUAGE = 'en';
