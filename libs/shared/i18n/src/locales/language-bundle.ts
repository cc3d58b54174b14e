import type { Translations } from './en';

/**
 * A lazily loaded language: any subset of the en keys (a key en does not have is a type error);
 * what it leaves out falls back to en at run time, and the translations check lists it.
 */
export type LanguageBundle = Partial<Translations>;
