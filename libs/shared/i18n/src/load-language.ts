import type { i18n } from 'i18next';
import { COMPLETE_LANGUAGES, FALLBACK_LANGUAGE } from './languages';
import { LAZY_BUNDLES, type BundleLoader } from './language-bundles';
import { instanceBehind } from './instance-behind';
import { loadAskedTextPacks } from './text-packs';

const NAMESPACE = 'translation';

/** Loads under way, per instance and language: two callers asking at once share one import. */
const pending = new WeakMap<i18n, Map<string, Promise<void>>>();

/** The bundles an instance loads from when a call names none (`createLazyI18n`: every language). */
const instanceBundles = new WeakMap<i18n, Readonly<Record<string, BundleLoader>>>();

/** Makes `bundles` the instance's default for `loadLanguage` and `switchLanguage`. */
export function setDefaultBundles(instance: i18n, bundles: Readonly<Record<string, BundleLoader>>): void {
  instanceBundles.set(instanceBehind(instance), bundles);
}

function bundlesOf(instance: i18n): Readonly<Record<string, BundleLoader>> {
  return instanceBundles.get(instanceBehind(instance)) ?? LAZY_BUNDLES;
}

/**
 * Makes the texts of `language` available to `instance`: imports the language's bundle once and
 * adds it, and en's too for a language that is not complete (en is the fallback of its missing
 * keys). Bundled languages (ru, en in `createI18n`), languages already loaded and languages
 * without a bundle (they show en) resolve at once. A failed import rejects and is forgotten, so
 * the next call tries again.
 */
export function loadLanguage(
  given: i18n,
  language: string,
  bundles: Readonly<Record<string, BundleLoader>> = bundlesOf(given),
): Promise<void> {
  const instance = instanceBehind(given);
  const complete = (COMPLETE_LANGUAGES as readonly string[]).includes(language);
  if (complete) return loadBundle(instance, language, bundles);
  return Promise.all([loadBundle(instance, language, bundles), loadBundle(instance, FALLBACK_LANGUAGE, bundles)]).then(
    () => undefined,
  );
}

function loadBundle(instance: i18n, language: string, bundles: Readonly<Record<string, BundleLoader>>): Promise<void> {
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
  given: i18n,
  language: string,
  { bundles = bundlesOf(given), onLoadError }: SwitchLanguageOptions = {},
): Promise<void> {
  const instance = instanceBehind(given);
  latestRequest.set(instance, language);
  try {
    // The language's texts and those of the pages already open (text-packs.ts).
    await Promise.all([loadLanguage(instance, language, bundles), loadAskedTextPacks(instance, language)]);
  } catch (error) {
    onLoadError?.(error);
  }
  if (latestRequest.get(instance) !== language) return;
  await instance.changeLanguage(language);
}
