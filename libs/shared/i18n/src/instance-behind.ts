import type { i18n } from 'i18next';

/**
 * The i18next instance behind `instance`. react-i18next's `useTranslation` hands out a wrapper
 * (an object copied from the instance, the instance under `__original`), so the maps here, keyed
 * by instance in this library, would not know it: switching through it changed the language before the texts
 * were in, and keys showed on screen.
 */
export function instanceBehind(instance: i18n): i18n {
  const original: unknown = Reflect.get(instance, '__original');
  return original !== undefined && original !== null && typeof original === 'object' ? (original as i18n) : instance;
}
