import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

type Subscribe = (onChange: () => void) => () => void;

/** Per instance: its language-change subscription and one fixed `t` per language, shared by every caller. */
const subscriptions = new WeakMap<I18n, Subscribe>();
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();

function subscribeTo(i18n: I18n): Subscribe {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

function fixedT(i18n: I18n, language: string): TFunction {
  let byLanguage = fixedTs.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    fixedTs.set(i18n, byLanguage);
  }
  let t = byLanguage.get(language);
  if (!t) {
    t = i18n.getFixedT(language);
    byLanguage.set(language, t);
  }
  return t;
}

/**
 * The texts' `t`, for components mounted by the thousand (a live list's rows and odds buttons).
 * react-i18next's `useTranslation` copies the i18next instance into a wrapper for each component
 * it mounts in (a 4x-slowed load of 1,000 rows spent about 120 ms on it, issue 16). This reads the
 * same instance from the same provider and re-renders on a language change, as `useTranslation`
 * does by default, with one `t` per language for all. It does not wait for texts still loading:
 * the app renders after its language's texts are in.
 */
export function useT(): TFunction {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(subscribeTo(i18n), () => i18n.language);
  return fixedT(i18n, language);
}
