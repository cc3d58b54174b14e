import type { i18n } from 'i18next';
import { LAZY_BUNDLES, type BundleLoader } from './language-bundles';

const NAMESPACE = 'translation';

/** Loads under way, per instance and language: two callers asking at once share one import. */
const pending = new WeakMap<i18n, Map<string, Promise<void>>>();

/**
 * Makes the texts of `language` available to `instance`: imports the language's bundle once and
 * adds it. Bundled languages (ru, en), languages already loaded and languages without a bundle
 * (they show en, the fallback) resolve at once. A failed import rejects and is forgotten, so the
 * next call tries again.
 */
export function loadLanguage(
  instance: i18n,
  language: string,
  bundles: Readonly<Record<string, BundleLoader>> = LAZY_BUNDLES,
): Promise<void> {
  const load = bundles[language];
  if (!load || instance.hasResourceBundle(language, NAMESPACE)) return Promise.resolve();
  const loads = pending.get(instance) ?? new Map<string, Promise<void>>();
  pending.set(instance, loads);
  const existing = loads.get(language);
  if (existing) return existing;
  const loading = load()
    .then((texts) => {
      instance.addResourceBundle(language, NAMESPACE, texts, true, true);
    })
    .finally(() => loads.delete(language));
  loads.set(language, loading);
  return loading;
}

export interface SwitchLanguageOptions {
  bundles?: Readonly<Record<string, BundleLoader>>;
  /** A bundle that failed to load (a lost connection); the texts fall back to en meanwhile. */
  onLoadError?: (error: unknown) => void;
}

/** The language each instance was last asked to switch to. */
const latestRequest = new WeakMap<i18n, string>();

/**
 * Loads the language's bundle, then switches to it, so the page never flashes en texts for a
 * language that has its own. Only the latest request switches: choosing de and then es while de
 * is still loading ends in es. A bundle that cannot load still switches (the texts show in en,
 * the fallback) rather than leaving the page in the previous language.
 */
export async function switchLanguage(
  instance: i18n,
  language: string,
  { bundles = LAZY_BUNDLES, onLoadError }: SwitchLanguageOptions = {},
): Promise<void> {
  latestRequest.set(instance, language);
  try {
    await loadLanguage(instance, language, bundles);
  } catch (error) {
    onLoadError?.(error);
  }
  if (latestRequest.get(instance) !== language) return;
  await instance.changeLanguage(language);
}
