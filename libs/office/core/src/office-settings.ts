import type { OfficeChoiceSetting, OfficeSettingItem, OfficeSettingsAnswer, OfficeSport } from '@bet/contract';

/** A betting section's blacklist (spec 01 §6 per-user sport blacklists for line and live). */
export type DisallowSection = 'line' | 'live';

/** Spec 01 §3 "Office settings" as the pages read it: every list there, every show* flag a boolean. */
export interface OfficeSettings {
  commonSettings: OfficeSettingItem[];
  otherSettings: OfficeSettingItem[];
  notificationSettings: OfficeSettingItem[];
  cashbackSetting: OfficeChoiceSetting | null;
  bonusSetting: OfficeChoiceSetting | null;
  firstDepositBonusSetting: OfficeChoiceSetting | null;
  pointsAccumulated: number;
  availableCurrencies: string[];
  sports: OfficeSport[];
  lineSports: number[];
  liveSports: number[];
  lineDisallowSports: number[];
  liveDisallowSports: number[];
  showFavoriteTeams: boolean;
  showPromoCodeCheck: boolean;
  showWallets: boolean;
  showClubPoints: boolean;
  clubPoints: number;
  walletAttributes: { id: number | string; title_translation_key: string }[];
  /** promoSetting.promoCodeCheckSection.isAvailable, coerced. */
  promoCodeCheckAvailable: boolean;
}

/**
 * Spec 01 §5 "show* flags coerced to boolean": true, 1, '1' and 'true' are on; anything else
 * (0, '0', 'false', '', null, absent) is off. A plain `Boolean('0')` would turn a server's "0" on.
 */
export function coerceFlag(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '1' || value.trim().toLowerCase() === 'true';
  return value === true || value === 1;
}

/** Sorted, without repeats: the form of the user config's disallow lists (spec 01 §3). */
export function sortedSportIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Spec 01 §5 "Office settings load: missing lists default empty, show* flags coerced to boolean". */
export function normalizeOfficeSettings(answer: OfficeSettingsAnswer): OfficeSettings {
  return {
    commonSettings: answer.commonSettings ?? [],
    otherSettings: answer.otherSettings ?? [],
    notificationSettings: answer.notificationSettings ?? [],
    cashbackSetting: answer.cashbackSetting ?? null,
    bonusSetting: answer.bonusSetting ?? null,
    firstDepositBonusSetting: answer.firstDepositBonusSetting ?? null,
    pointsAccumulated: answer.pointsAccumulated ?? 0,
    availableCurrencies: answer.availableCurrencies ?? [],
    sports: answer.sports ?? [],
    lineSports: answer.lineSports ?? [],
    liveSports: answer.liveSports ?? [],
    lineDisallowSports: sortedSportIds(answer.lineDisallowSports ?? []),
    liveDisallowSports: sortedSportIds(answer.liveDisallowSports ?? []),
    showFavoriteTeams: coerceFlag(answer.showFavoriteTeams),
    showPromoCodeCheck: coerceFlag(answer.showPromoCodeCheck),
    showWallets: coerceFlag(answer.showWallets),
    showClubPoints: coerceFlag(answer.showClubPoints),
    clubPoints: answer.clubPoints ?? 0,
    walletAttributes: answer.walletAttributes ?? [],
    promoCodeCheckAvailable: coerceFlag(answer.promoSetting?.promoCodeCheckSection?.isAvailable),
  };
}

/** The choice groups saved with "save one setting" under the group's own name as the id. */
export const CHOICE_GROUPS = ['cashbackSetting', 'bonusSetting', 'firstDepositBonusSetting'] as const;
export type ChoiceGroup = (typeof CHOICE_GROUPS)[number];

/** The settings with this value in place: the choice the player made shows before the server answers. */
export function withSettingValue(
  settings: OfficeSettings,
  id: string,
  value: boolean | number | string,
): OfficeSettings {
  const setItem = (items: OfficeSettingItem[]) =>
    items.some((item) => item.id === id) ? items.map((item) => (item.id === id ? { ...item, value } : item)) : items;
  const next: OfficeSettings = {
    ...settings,
    commonSettings: setItem(settings.commonSettings),
    otherSettings: setItem(settings.otherSettings),
    notificationSettings: setItem(settings.notificationSettings),
  };
  for (const group of CHOICE_GROUPS) {
    const setting = settings[group];
    if (setting?.id === id && typeof value === 'number') next[group] = { ...setting, value };
  }
  return next;
}
