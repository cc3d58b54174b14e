/** What a language's texts lack or get wrong, compared with the reference language (en). */
export interface TranslationGaps {
  /** Keys of the reference the language does not have: they show the reference's text. */
  missing: string[];
  /** Keys the reference does not have: nothing asks for them, so they are a typo or left over. */
  unknown: string[];
  /** Keys whose {{placeholders}} differ from the reference's: a value would go missing. */
  placeholderMismatches: string[];
  /** Keys present but blank. */
  empty: string[];
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? ''))].sort();
}

export function findTranslationGaps(
  reference: Readonly<Record<string, string>>,
  texts: Readonly<Record<string, string | undefined>>,
): TranslationGaps {
  const gaps: TranslationGaps = { missing: [], unknown: [], placeholderMismatches: [], empty: [] };
  for (const [key, referenceText] of Object.entries(reference)) {
    const text = texts[key];
    if (text === undefined) {
      gaps.missing.push(key);
    } else if (text.trim() === '') {
      gaps.empty.push(key);
    } else if (placeholders(text).join() !== placeholders(referenceText).join()) {
      gaps.placeholderMismatches.push(key);
    }
  }
  gaps.unknown = Object.keys(texts).filter((key) => !Object.hasOwn(reference, key));
  return gaps;
}
