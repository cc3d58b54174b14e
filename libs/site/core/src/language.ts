import { siteLanguageOf } from '@bet/i18n';
import { LAST_RESORT_LANGUAGE } from './constants';

/** Spec 01 §2: a language prefix is exactly two lowercase letters. */
const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

export function isLanguageSegment(segment: string | undefined): segment is string {
  return segment !== undefined && LANGUAGE_SEGMENT.test(segment);
}

/** The language segment the path starts with, if it has one. */
export function languageOfPath(pathname: string): string | undefined {
  const first = pathname.split('/')[1];
  return isLanguageSegment(first) ? first : undefined;
}

/**
 * The path under `language`: a language segment is replaced, a path without one is prefixed
 * (spec 02 §2: "the path is replaced with the current language prefix"). Returns undefined when
 * the path already starts with `language`.
 */
export function pathInLanguage(pathname: string, language: string): string | undefined {
  const current = languageOfPath(pathname);
  if (current === language) return undefined;
  const rest = current ? pathname.slice(current.length + 1) : pathname;
  const tail = rest === '' || rest === '/' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
  return `/${language}${tail}`;
}

export interface LanguageInput {
  /** The first path segment, when it is a language segment. */
  fromUrl?: string | undefined;
  /** The lng cookie. */
  fromCookie?: string | undefined;
  /** navigator.languages, most preferred first ('en-GB', 'ru', ...). */
  browserLanguages: readonly string[];
  /** The languages the site offers. */
  available: readonly string[];
  hiddenUnauthorized: readonly string[];
  /** A ua cookie is present (spec 02 §4). */
  isSignedIn: boolean;
  defaultLanguage: string;
}

/** Whether a visitor in this state may use `language`. */
export function isLanguageAllowed(
  language: string,
  { available, hiddenUnauthorized, isSignedIn }: Pick<LanguageInput, 'available' | 'hiddenUnauthorized' | 'isSignedIn'>,
): boolean {
  return available.includes(language) && (isSignedIn || !hiddenUnauthorized.includes(language));
}

/**
 * Spec 02 §4 "Language resolution": from the URL, else the cookie, else the browser languages;
 * if none is available the default, and if that is also denied, en. Languages hidden for
 * unauthorized users count only when the ua cookie marks the user as signed in.
 */
export function resolveLanguage(input: LanguageInput): string {
  // A browser asks in BCP 47 (kk, uk); the site's codes for those are kz and ua.
  const browser = input.browserLanguages.map((tag) => siteLanguageOf(tag.toLowerCase().split('-')[0] ?? ''));
  const candidates = [input.fromUrl, input.fromCookie, ...browser];
  const found = candidates.find(
    (candidate): candidate is string => isLanguageSegment(candidate) && isLanguageAllowed(candidate, input),
  );
  if (found) return found;
  return isLanguageAllowed(input.defaultLanguage, input) ? input.defaultLanguage : LAST_RESORT_LANGUAGE;
}
