import { OFFICE_ANSWER_STATUS, type OfficeAnswer } from '@bet/contract';
import { AppViewType, allowedCoefViews, isCoefViewAllowed } from '@bet/coupon';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { playerSettings } from '../db/schema';
import { isOfficeGroupSetting, saveOfficeGroupSettingOf } from './office-groups';

type SettingValue = number | string | boolean;

/** One setting the office saves (spec 02 §7 "save one setting (id, value)"): its check and its column. */
interface SettingRule {
  /** The refusal's message when the value is not one the setting takes; null: it is. */
  refusal(value: SettingValue, current: { coefViewId: number; appViewType: number }): string | null;
  write(value: number): Partial<typeof playerSettings.$inferInsert>;
}

const APP_VIEW_TYPES: readonly number[] = [AppViewType.European, AppViewType.Asian];

/**
 * The settings this sandbox stores, by the spec 01 §3 name the client sends as the id. The odds
 * format is checked against the player's saved view (spec 01 §5 "Coef view id is accepted only if
 * in the allowed list"), so the client saves the view first, then the format.
 */
const RULES: Record<string, SettingRule> = {
  appViewType: {
    refusal: (value) =>
      typeof value === 'number' && APP_VIEW_TYPES.includes(value)
        ? null
        : 'The view must be 0 (European) or 1 (Asian).',
    write: (value) => ({ appViewType: value }),
  },
  coefViewId: {
    refusal: (value, current) =>
      typeof value === 'number' && isCoefViewAllowed(current.appViewType, value)
        ? null
        : `This odds format is not offered in the chosen view (allowed: ${allowedCoefViews(current.appViewType).join(', ')}).`,
    write: (value) => ({ coefViewId: value }),
  },
};

/**
 * Saves one setting of a player (spec 02 §7 Office). An unknown id or a value the setting does not
 * take is refused with status 2 and a message (spec 02 §8 Office: the server's message first);
 * a saved one answers status 1 and no message, so the client shows its own 'main_save_success'.
 */
export async function saveOfficeSettingOf(
  db: Db,
  playerId: number,
  id: string,
  value: SettingValue,
): Promise<OfficeAnswer> {
  // The office groups (notifications, cashback, bonus, first-deposit bonus) keep their own values.
  if (isOfficeGroupSetting(id)) return saveOfficeGroupSettingOf(db, playerId, id, value);
  const rule = Object.hasOwn(RULES, id) ? RULES[id] : undefined;
  if (!rule) return { status: OFFICE_ANSWER_STATUS.refused, messages: [`There is no setting "${id}".`] };
  const [row] = await db.select().from(playerSettings).where(eq(playerSettings.playerId, playerId));
  const current = { coefViewId: row?.coefViewId ?? 0, appViewType: row?.appViewType ?? 0 };
  const refusal = rule.refusal(value, current);
  if (refusal !== null || typeof value !== 'number') {
    return { status: OFFICE_ANSWER_STATUS.refused, messages: [refusal ?? 'The value is not one this setting takes.'] };
  }
  const changes = rule.write(value);
  await db
    .insert(playerSettings)
    .values({ playerId, ...current, ...changes })
    .onConflictDoUpdate({ target: playerSettings.playerId, set: changes });
  return { status: OFFICE_ANSWER_STATUS.done, messages: [] };
}
