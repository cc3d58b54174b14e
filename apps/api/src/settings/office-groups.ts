import {
  BONUS_CHOICE,
  BONUS_CHOICES,
  OFFICE_ANSWER_STATUS,
  type OfficeAnswer,
  type OfficeSettingsAnswer,
  type SaveDisallowedSportsBody,
} from '@bet/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games, playerOfficeSettings, sports } from '../db/schema';
import { hasDeposit } from '../payments/payment-records';

type SettingValue = number | string | boolean;

/** One office group setting (spec 01 §3 Office settings), saved with "save one setting". */
interface GroupSetting {
  group: 'notification' | 'cashback' | 'bonus' | 'firstDepositBonus';
  /** The value of a player who has saved none. */
  initial: boolean | number;
  titleKey: string;
  /** The refusal's message when the value is not one the setting takes; null: it is. */
  refusal(value: SettingValue): string | null;
}

const onOff = (value: SettingValue) => (typeof value === 'boolean' ? null : 'The value must be true or false.');
const choice = (value: SettingValue) =>
  typeof value === 'number' && BONUS_CHOICES.includes(value)
    ? null
    : 'The choice must be 0 (decline), 1 (sport bonus) or 2 (casino bonus).';

/**
 * The office groups' settings this sandbox keeps, by the id "save one setting" sends (our ids,
 * spec "not shown"). Notifications are switches; cashback, bonus and first-deposit bonus are the
 * spec 01 §3 Options choice 0 decline, 1 sport, 2 casino.
 */
export const OFFICE_GROUP_SETTINGS: Readonly<Record<string, GroupSetting>> = {
  notifyBetResults: {
    group: 'notification',
    initial: true,
    titleKey: 'office_notify_bet_results',
    refusal: onOff,
  },
  notifyNews: { group: 'notification', initial: false, titleKey: 'office_notify_news', refusal: onOff },
  notifyPromotions: { group: 'notification', initial: false, titleKey: 'office_notify_promotions', refusal: onOff },
  cashbackSetting: { group: 'cashback', initial: BONUS_CHOICE.sport, titleKey: 'office_cashback', refusal: choice },
  bonusSetting: { group: 'bonus', initial: BONUS_CHOICE.sport, titleKey: 'office_bonus', refusal: choice },
  firstDepositBonusSetting: {
    group: 'firstDepositBonus',
    initial: BONUS_CHOICE.decline,
    titleKey: 'office_first_deposit_bonus',
    refusal: choice,
  },
};

export const isOfficeGroupSetting = (id: string): boolean => Object.hasOwn(OFFICE_GROUP_SETTINGS, id);

async function rowOf(db: Db, playerId: number) {
  const [row] = await db.select().from(playerOfficeSettings).where(eq(playerOfficeSettings.playerId, playerId));
  return row;
}

/** Saves one office group setting (spec 02 §7 "save one setting"); a bad value is status 2 with a message. */
export async function saveOfficeGroupSettingOf(
  db: Db,
  playerId: number,
  id: string,
  value: SettingValue,
): Promise<OfficeAnswer> {
  const setting = OFFICE_GROUP_SETTINGS[id];
  const refusal = setting ? setting.refusal(value) : `There is no setting "${id}".`;
  if (refusal !== null || typeof value === 'string') {
    return { status: OFFICE_ANSWER_STATUS.refused, messages: [refusal ?? 'The value is not one this setting takes.'] };
  }
  const groupValues = { ...((await rowOf(db, playerId))?.groupValues ?? {}), [id]: value };
  await db
    .insert(playerOfficeSettings)
    .values({ playerId, groupValues })
    .onConflictDoUpdate({ target: playerOfficeSettings.playerId, set: { groupValues } });
  return { status: OFFICE_ANSWER_STATUS.done, messages: [] };
}

/** Sorted, without repeats: the user config's lists are sorted (spec 01 §3). */
const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Spec 02 §7 Office "save disallowed sports (line, live)": both lists replace the stored ones. A
 * sport the sportsbook does not know is refused with status 2 and a message (spec 02 §8 Office).
 */
export async function saveDisallowedSportsOf(
  db: Db,
  playerId: number,
  body: SaveDisallowedSportsBody,
): Promise<OfficeAnswer> {
  const line = sortedIds(body.line);
  const live = sortedIds(body.live);
  const asked = sortedIds([...line, ...live]);
  if (asked.length > 0) {
    const known = new Set(
      (await db.select({ id: sports.id }).from(sports).where(inArray(sports.id, asked))).map((s) => s.id),
    );
    const unknown = asked.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      return { status: OFFICE_ANSWER_STATUS.refused, messages: [`There is no sport ${unknown.join(', ')}.`] };
    }
  }
  const lists = { disallowLineSports: line, disallowLiveSports: live };
  await db
    .insert(playerOfficeSettings)
    .values({ playerId, ...lists })
    .onConflictDoUpdate({ target: playerOfficeSettings.playerId, set: lists });
  return { status: OFFICE_ANSWER_STATUS.done, messages: [] };
}

/** The user config's disallow_line_sport / disallow_live_sport (spec 01 §3): sorted, empty with no row. */
export async function disallowedSportsOf(db: Db, playerId: number) {
  const row = await rowOf(db, playerId);
  return { line: row?.disallowLineSports ?? [], live: row?.disallowLiveSports ?? [] };
}

function choiceOf(id: string, values: Record<string, boolean | number>) {
  const value = values[id] ?? OFFICE_GROUP_SETTINGS[id]?.initial ?? 0;
  return { id, value: typeof value === 'number' ? value : Number(value) };
}

/**
 * Spec 01 §3 "Office settings" of one player: the groups with the saved values over the initial
 * ones, the sports of the line (not started) and the live (in play, break) with the disallowed
 * ones, so a player can take a sport off the list again. The first-deposit bonus choice is gone
 * once a deposit has succeeded (spec 01 §3 has_deposit). Wallets are not shown in this sandbox.
 */
export async function officeSettingsOf(db: Db, playerId: number, lang: string): Promise<OfficeSettingsAnswer> {
  const row = await rowOf(db, playerId);
  const values = row?.groupValues ?? {};
  const allSports = await db.select().from(sports).orderBy(asc(sports.sort), asc(sports.id));
  const played = await db.selectDistinct({ sportId: games.sportId, status: games.status }).from(games);
  const lineDisallowSports = row?.disallowLineSports ?? [];
  const liveDisallowSports = row?.disallowLiveSports ?? [];
  const inOrder = (ids: Set<number>) => allSports.filter((s) => ids.has(s.id)).map((s) => s.id);
  const lineIds = new Set([...played.filter((p) => p.status === 1).map((p) => p.sportId), ...lineDisallowSports]);
  const liveIds = new Set([
    ...played.filter((p) => p.status === 2 || p.status === 3).map((p) => p.sportId),
    ...liveDisallowSports,
  ]);
  const notifications = Object.entries(OFFICE_GROUP_SETTINGS)
    .filter(([, setting]) => setting.group === 'notification')
    .map(([id, setting]) => ({ id, value: values[id] ?? setting.initial, title_translation_key: setting.titleKey }));
  return {
    commonSettings: [],
    otherSettings: [],
    notificationSettings: notifications,
    cashbackSetting: {
      ...choiceOf('cashbackSetting', values),
      additional_data: { isVisiblePromoPointsRules: false, showAdditionalCashBackTerms: false, promoPoints: 0 },
    },
    bonusSetting: choiceOf('bonusSetting', values),
    firstDepositBonusSetting: (await hasDeposit(db, playerId)) ? null : choiceOf('firstDepositBonusSetting', values),
    pointsAccumulated: 0,
    availableCurrencies: [],
    sports: allSports.map((s) => ({ id: s.id, name: lang === 'ru' ? s.nameRu : s.nameEn })),
    lineSports: inOrder(lineIds),
    liveSports: inOrder(liveIds),
    lineDisallowSports,
    liveDisallowSports,
    showFavoriteTeams: false,
    showPromoCodeCheck: true,
    showWallets: false,
    showClubPoints: false,
    clubPoints: 0,
    walletAttributes: [],
    promoSetting: { promoCodeCheckSection: { isAvailable: true } },
  };
}
