import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, findTranslationGaps, isRuOrEnOnlyKey, LAZY_BUNDLES, ru, type TranslationGaps } from '@bet/i18n';

/**
 * DESIGN.md "Texts come from translation keys; ru and en are complete; others fall back to en".
 * Every language is compared with en. ru must be complete; the lazily loaded languages may lack
 * keys (those show en), which are listed in reports/i18n-missing.json for translators, not
 * failed. Every language fails on what would break a page: a key en does not have, a blank text,
 * a text whose {{placeholders}} differ from en's. Keys shown only in ru or en (the maintenance
 * texts, spec 01 §4) are not asked of the other languages, and must not be in them.
 */
const REPORT = join(import.meta.dirname, '..', '..', 'reports', 'i18n-missing.json');

async function allGaps(): Promise<Record<string, TranslationGaps>> {
  const gaps: Record<string, TranslationGaps> = { ru: findTranslationGaps(en, ru) };
  for (const [language, load] of Object.entries(LAZY_BUNDLES)) {
    const found = findTranslationGaps(en, await load());
    gaps[language] = { ...found, missing: found.missing.filter((key) => !isRuOrEnOnlyKey(key)) };
  }
  return gaps;
}

describe('translations, compared with en', async () => {
  const gaps = await allGaps();

  it('lists the keys each language lacks in reports/i18n-missing.json', async () => {
    const missing = Object.fromEntries(Object.entries(gaps).map(([language, { missing: keys }]) => [language, keys]));
    await mkdir(join(REPORT, '..'), { recursive: true });
    const ruOrEnOnly = Object.keys(en).filter(isRuOrEnOnlyKey);
    const report = { reference: 'en', keys: Object.keys(en).length, ruOrEnOnly, missing };
    await writeFile(REPORT, `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `Translations, keys missing against en's ${report.keys}: ${Object.entries(missing)
        .map(([language, keys]) => `${language} ${keys.length}`)
        .join(', ')}. The list: reports/i18n-missing.json`,
    );
    expect(Object.keys(missing)).toContain('de');
  });

  it('ru, the default language, has every en key', () => {
    expect(gaps['ru']?.missing).toEqual([]);
  });

  it.each(Object.keys(LAZY_BUNDLES))('%s leaves the keys shown only in ru or en to them', async (language) => {
    const texts = (await LAZY_BUNDLES[language]?.()) ?? {};
    expect(Object.keys(texts).filter(isRuOrEnOnlyKey)).toEqual([]);
  });

  it.each(Object.keys(gaps))('%s has no key en lacks, no blank text and en’s placeholders', (language) => {
    const { unknown, empty, placeholderMismatches } = gaps[language] ?? findTranslationGaps(en, {});
    expect({ unknown, empty, placeholderMismatches }).toEqual({ unknown: [], empty: [], placeholderMismatches: [] });
  });
});
