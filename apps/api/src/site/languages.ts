import { LAST_RESORT_LANGUAGE } from '@bet/site';

/** A language as the sandbox stores it. */
export interface LanguageRow {
  code: string;
  enabled: boolean;
  sortOrder: number;
  isDefault: boolean;
  hiddenUnauthorized: boolean;
}

/** What the language rules need, derived from the languages table. */
export interface LanguageSet {
  /** Enabled languages in menu order. */
  enabled: string[];
  defaultLanguage: string;
  /** Enabled languages hidden from visitors who are not signed in. */
  hiddenUnauthorized: string[];
}

export function toLanguageSet(rows: readonly LanguageRow[]): LanguageSet {
  const enabledRows = rows
    .filter((row) => row.enabled)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
  const enabled = enabledRows.map((row) => row.code);
  const first = enabled[0];
  if (first === undefined) {
    throw new Error('No language is enabled: the languages table needs at least one');
  }
  const marked = enabledRows.find((row) => row.isDefault)?.code;
  const defaultLanguage = marked ?? (enabled.includes(LAST_RESORT_LANGUAGE) ? LAST_RESORT_LANGUAGE : first);
  return {
    enabled,
    defaultLanguage,
    hiddenUnauthorized: enabledRows.filter((row) => row.hiddenUnauthorized).map((row) => row.code),
  };
}

/** The config call's rule: an enabled language is served as asked, anything else gets the default. */
export function resolveRequestedLanguage(set: LanguageSet, requested: string | undefined): string {
  return requested !== undefined && set.enabled.includes(requested) ? requested : set.defaultLanguage;
}
