import type { TFunction } from 'i18next';

/** A cashback level's name as the server gives it (`gold`), translated; the raw name when unknown. */
export function levelName(t: TFunction, name: string): string {
  return t(`bonuses_level_${name}`, { defaultValue: name });
}
