import type { Logger, StoragePort } from '@bet/platform';
import { z } from 'zod/mini';
import { CouponType } from '../index.ts';
import { parseStoredBet } from './bet.ts';
import {
  COUPON_REMINDER_STORAGE_KEY,
  COUPON_SETTINGS_STORAGE_KEY,
  COUPON_STORAGE_KEY,
  DEFAULT_COUPON_SETTINGS,
  MIN_SYSTEM_VALUE,
  RIGHT_PANEL_STORAGE_KEY,
} from './constants.ts';
import type { CouponState } from './coupon-state.ts';
import type { CouponBet, CouponReminder, CouponSettings, StoredCoupon } from './types.ts';

/** Reading and writing storage only ever warns. */
type WarnLogger = Pick<Logger, 'warn'>;

/**
 * Reading what local storage holds never throws and never loses a good field because of a bad
 * one: each field is checked on its own and falls back to its default with a warning. Another
 * tab, an old version or a hand edit may have written anything there.
 */

/** The JSON under `key`, `undefined` when absent or unreadable (with a warning). */
function readJson(storage: StoragePort, key: string, logger: WarnLogger): unknown {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch (error) {
    logger.warn(`Coupon storage: "${key}" could not be read`, error);
    return undefined;
  }
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    logger.warn(`Coupon storage: "${key}" is not JSON; using defaults`, { text, error });
    return undefined;
  }
}

/** Storage may refuse a write (quota, private mode): the coupon keeps working in memory. */
export function writeJson(storage: StoragePort, key: string, text: string | null, logger: WarnLogger): void {
  try {
    if (text === null) storage.removeItem(key);
    else storage.setItem(key, text);
  } catch (error) {
    logger.warn(`Coupon storage: "${key}" could not be written`, error);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Flags were stored as 0/1 by older clients (spec 01 §5); both forms are read. */
const flag = z.union([
  z.boolean(),
  z.pipe(
    z.literal(0),
    z.transform(() => false),
  ),
  z.pipe(
    z.literal(1),
    z.transform(() => true),
  ),
  z.pipe(
    z.enum(['0', 'false']),
    z.transform(() => false),
  ),
  z.pipe(
    z.enum(['1', 'true']),
    z.transform(() => true),
  ),
]);
const minorUnits = z.int().check(z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER));
const changeCoefAction = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const settingsFields: { [K in keyof CouponSettings]: z.ZodMiniType<CouponSettings[K]> } = {
  amountStepByCurrency: z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((steps) => {
      // One bad currency does not cost the others.
      const valid: Record<string, number> = {};
      for (const [currency, step] of Object.entries(steps)) {
        if (minorUnits.safeParse(step).success && (step as number) > 0) valid[currency] = step as number;
      }
      return valid;
    }),
  ),
  isManualStep: flag,
  changeCoefAction: z.union([
    changeCoefAction,
    z.pipe(
      z.enum(['0', '1', '2']),
      z.transform((v) => Number(v) as 0 | 1 | 2),
    ),
  ]),
  isAutoMax: flag,
  isVipBet: flag,
  isShowBalance: flag,
  isShowPossibleWin: flag,
  isShowAccountSelect: flag,
  isFixedCoupon: flag,
  oneClickAmount: minorUnits,
  isActiveOneClick: flag,
  exactCoef: flag,
  isDropOnScoreChange: flag,
  bonusAccountOneClickAmount: minorUnits,
};

/** The settings' own rules hold for whatever was stored (spec 01 §4 One-click). */
export function normaliseSettings(settings: CouponSettings): CouponSettings {
  if (!settings.isDropOnScoreChange) return settings;
  return { ...settings, exactCoef: true, isActiveOneClick: false };
}

/** Settings from any value: each field checked on its own, defaults for the rest. */
export function parseCouponSettings(raw: unknown, logger: WarnLogger): CouponSettings {
  if (raw === undefined) return DEFAULT_COUPON_SETTINGS;
  if (!isRecord(raw)) {
    logger.warn('Coupon storage: the settings are not an object; using defaults', raw);
    return DEFAULT_COUPON_SETTINGS;
  }
  const settings: Record<string, unknown> = { ...DEFAULT_COUPON_SETTINGS };
  const rejected: string[] = [];
  for (const [key, schema] of Object.entries(settingsFields) as [keyof CouponSettings, z.ZodMiniType][]) {
    if (!(key in raw)) continue;
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success) settings[key] = parsed.data;
    else rejected.push(key);
  }
  if (rejected.length > 0) logger.warn(`Coupon storage: settings ${rejected.join(', ')} invalid; using defaults`);
  return normaliseSettings(settings as unknown as CouponSettings);
}

export function readCouponSettings(storage: StoragePort, logger: WarnLogger): CouponSettings {
  return parseCouponSettings(readJson(storage, COUPON_SETTINGS_STORAGE_KEY, logger), logger);
}

const couponTypes = new Set<number>(Object.values(CouponType));

/**
 * The stored coupon from any value, or null when there is none. Bets are checked one by one (a
 * bad one is dropped, the others kept); a bet without a valid time gets `now`.
 */
export function parseStoredCoupon(raw: unknown, now: number, logger: WarnLogger): StoredCoupon | null {
  if (raw === undefined) return null;
  if (!isRecord(raw)) {
    logger.warn('Coupon storage: the coupon is not an object; starting empty', raw);
    return null;
  }
  const bets: CouponBet[] = [];
  const rawBets = Array.isArray(raw['bets']) ? raw['bets'] : [];
  if (!Array.isArray(raw['bets'])) logger.warn('Coupon storage: the coupon has no bet list', raw['bets']);
  for (const [index, rawBet] of rawBets.entries()) {
    const parsed = parseStoredBet(rawBet);
    if (!parsed.ok) logger.warn(`Coupon storage: bet ${index} is invalid; dropped`, parsed.issues);
    else if (bets.some((bet) => bet.id === parsed.bet.id)) logger.warn(`Coupon storage: bet ${parsed.bet.id} twice`);
    else bets.push(parsed.bet);
  }

  const rawAddedAt = isRecord(raw['addedAtByBetId']) ? raw['addedAtByBetId'] : {};
  const addedAtByBetId: Record<string, number> = {};
  for (const bet of bets) {
    const at = rawAddedAt[bet.id];
    addedAtByBetId[bet.id] = typeof at === 'number' && Number.isFinite(at) && at >= 0 ? at : now;
  }

  const rawType = raw['typeId'];
  let typeId: CouponType = bets.length > 1 ? CouponType.Express : CouponType.Single;
  if (typeof rawType === 'number' && couponTypes.has(rawType)) typeId = rawType as CouponType;
  else if (rawType !== undefined) logger.warn('Coupon storage: unknown coupon type; using the default', rawType);

  const rawSystem = raw['systemValue'];
  let systemValue = MIN_SYSTEM_VALUE;
  if (typeof rawSystem === 'number' && Number.isInteger(rawSystem) && rawSystem >= MIN_SYSTEM_VALUE)
    systemValue = rawSystem;
  else if (rawSystem !== undefined) logger.warn('Coupon storage: invalid system value; using 2', rawSystem);

  return { bets, addedAtByBetId, typeId, systemValue };
}

export function readStoredCoupon(storage: StoragePort, now: number, logger: WarnLogger): StoredCoupon | null {
  return parseStoredCoupon(readJson(storage, COUPON_STORAGE_KEY, logger), now, logger);
}

/** What goes to local storage for the coupon; null (the key removed) when it has no bets. */
export function serialiseCoupon(state: CouponState): string | null {
  if (state.bets.ids.length === 0) return null;
  const stored: StoredCoupon = {
    bets: state.bets.ids.map((id) => state.bets.entities[id]).filter((bet): bet is CouponBet => bet !== undefined),
    addedAtByBetId: state.bets.addedAtByBetId,
    typeId: state.type.typeId,
    systemValue: state.type.systemValue,
  };
  return JSON.stringify(stored);
}

export function serialiseSettings(state: CouponState): string {
  return JSON.stringify(state.settings);
}

const reminderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  timeToShow: z.number().check(z.nonnegative()),
  isShown: z.boolean(),
});

/** The session's reminder record, or null when absent or malformed (with a warning). */
export function readReminder(storage: StoragePort, logger: WarnLogger): CouponReminder | null {
  const raw = readJson(storage, COUPON_REMINDER_STORAGE_KEY, logger);
  if (raw === undefined || raw === null) return null;
  const parsed = reminderSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  logger.warn('Coupon storage: the reminder record is invalid; dropped', parsed.error.issues);
  return null;
}

export function serialiseReminder(state: CouponState): string | null {
  return state.reminder.record ? JSON.stringify(state.reminder.record) : null;
}

/**
 * The right panel's stored state (spec 01 §4 "Right panel ... stored globally"): compact only
 * for '1' (a global 0/1 flag; `true` read too); anything else is the default, expanded, and
 * something unreadable says so in a warning.
 */
export function readRightPanelCompact(storage: StoragePort, logger: WarnLogger): boolean {
  const raw = readJson(storage, RIGHT_PANEL_STORAGE_KEY, logger);
  if (raw === undefined) return false;
  const parsed = flag.safeParse(raw);
  if (parsed.success) return parsed.data;
  logger.warn('Coupon storage: the right panel state is not 0 or 1; expanded', raw);
  return false;
}

export function serialiseRightPanel(state: CouponState): string {
  return state.rightPanel.isCompact ? '1' : '0';
}
