/**
 * Keys shown only in ru or en whatever the page's language, so no other language translates
 * them: spec 01 §4 Maintenance and spec 02 §8 Texts, "maintenance text in Russian for az, kz,
 * ua, ru; else English".
 */
export function isRuOrEnOnlyKey(key: string): boolean {
  return key.startsWith('system_maintenance_');
}
