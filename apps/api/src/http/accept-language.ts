/**
 * The primary language subtags of an Accept-Language header, best first (by q, then by order),
 * lower-cased and without duplicates: "en-US,ru;q=0.8,en;q=0.5" → ["en", "ru"]. A q of 0 means
 * "not acceptable" and is dropped, and so is the wildcard.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [range = '', ...params] = entry.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      const primary = range.trim().split('-')[0]?.toLowerCase() ?? '';
      return { primary, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && /^[a-z]{2,3}$/.test(entry.primary))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.primary))];
}
